import type { QueryClient } from '@tanstack/react-query';
import type { IncomingMessage } from 'node:http';
import { callerOf } from '@/contract/in-process';
import { CURRENCY_COOKIE, parseCurrencyId } from '../currency/cookie';
import type { Http } from '../http/json';
import { createServerClient, PUBLIC_TTL_MS, readCookie } from '../http/server-client';
import { registerCacheReset } from './cache-resets';

/**
 * Page data built only from public catalogue answers is the same for every visitor of a language, currency and
 * origin, signed in or not: it is kept until the oldest answer in it would have expired (PUBLIC_TTL_MS), so a
 * signed-in or personalised render skips the reads, their parse and the dehydration (issue 20 item 1). It is kept
 * only when every call of the build was such an answer and the build says it succeeded: a private read, a read
 * over HTTP or a failed query makes it a build for this request alone.
 */

type Kept<T> = { until: number; value: T };
const stores = new Set<Map<string, Kept<unknown>>>();
registerCacheReset(() => stores.forEach((kept) => kept.clear()));

/** Every query of the client succeeded (a failed prefetch is left for the browser to retry: never kept). */
export const allQueriesSucceeded = (qc: QueryClient) => qc.getQueryCache().getAll().every((q) => q.state.status === 'success');

export type PublicBuild<T> = (http: Http) => Promise<{ value: T; keep: boolean }>;

/** A store of page data kept per `what` (the page's own key) and the visitor's language, currency and origin. */
export function publicStateStore<T>() {
  const kept = new Map<string, Kept<T>>();
  stores.add(kept as Map<string, Kept<unknown>>);
  return async (req: IncomingMessage, locale: string, what: string, build: PublicBuild<T>): Promise<T> => {
    const key = `${what} ${locale} ${parseCurrencyId(readCookie(req, CURRENCY_COOKIE)) ?? ''} ${callerOf(req).origin}`;
    const hit = kept.get(key);
    if (hit && Date.now() < hit.until) return hit.value;
    let calls = 0;
    const answered: number[] = [];
    const http = createServerClient(req, locale, (at) => answered.push(at));
    const count = <F extends (...args: never[]) => unknown>(call: F) => ((...args: Parameters<F>) => (calls++, call(...args))) as F;
    const { value, keep } = await build({ get: count(http.get), post: count(http.post), put: count(http.put), delete: count(http.delete) });
    if (keep && calls > 0 && answered.length === calls) {
      if (kept.size > 200) kept.clear();
      kept.set(key, { until: Math.min(...answered) + PUBLIC_TTL_MS, value });
    }
    return value;
  };
}
