import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import type { Http } from '../http/json';
import { createServerClient } from '../http/server-client';
import { allQueriesSucceeded, publicStateStore } from '../ssr/public-state';
import type { ShellProps } from '../ssr/shell';
import { failureStatus } from './errors';
import { dehydratedProps, serverQueryClient } from '../ssr/query-state';

/**
 * Server-side data for content pages: queries are prefetched with the server client and dehydrated, so the
 * first paint (and a crawler) has the content. A failed prefetch is not dehydrated: the browser retries it and
 * shows a skeleton, then the content or an error in the reader's language.
 */

type Prefetch = (qc: QueryClient, http: Http, locale: string) => Promise<unknown>;
type Load<P> = (ctx: GetServerSidePropsContext, shell: ShellProps) => Promise<P | { notFound: true }>;

/** `load` for list pages: prefetch, never fail the page. */
export function withPrefetch(prefetch: Prefetch): Load<{ dehydratedState: DehydratedState }> {
  return async (ctx, shell) => {
    const qc = serverQueryClient();
    await prefetch(qc, createServerClient(ctx.req, shell.locale), shell.locale).catch(() => undefined);
    return { dehydratedState: dehydratedProps(qc) };
  };
}

const keptStates = new WeakMap<Prefetch, ReturnType<typeof publicStateStore<DehydratedState>>>();

/**
 * `load` for pages whose prefetch reads only public catalogue answers: the dehydrated state is kept as long as those
 * answers (public-state.ts), so a signed-in or personalised render of the page skips its prefetch.
 */
export function withPublicPrefetch(prefetch: Prefetch): Load<{ dehydratedState: DehydratedState }> {
  let kept = keptStates.get(prefetch);
  if (!kept) keptStates.set(prefetch, (kept = publicStateStore<DehydratedState>()));
  const store = kept;
  return async (ctx, shell) => {
    const dehydratedState = await store(ctx.req, shell.locale, '', async (http) => {
      const qc = serverQueryClient();
      await prefetch(qc, http, shell.locale).catch(() => undefined);
      return { value: dehydratedProps(qc), keep: allQueriesSucceeded(qc) };
    });
    return { dehydratedState };
  };
}

/** `load` for detail pages: the 404 page when the API does not know the id (or it is malformed). */
export function withDetail(param: string, fetch: (qc: QueryClient, http: Http, locale: string, id: string) => Promise<unknown>): Load<{ id: string; dehydratedState: DehydratedState }> {
  return async (ctx, shell) => {
    const raw = ctx.params?.[param];
    const id = Array.isArray(raw) ? raw[0] : raw;
    if (!id) return { notFound: true };
    const qc = serverQueryClient();
    try {
      await fetch(qc, createServerClient(ctx.req, shell.locale), shell.locale, id);
    } catch (failure) {
      const status = failureStatus(failure);
      if (status === 404 || status === 400) return { notFound: true };
    }
    return { id, dehydratedState: dehydratedProps(qc) };
  };
}
