import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { IncomingMessage } from 'node:http';
import { callerOf, inProcessDispatcher } from '@/contract/in-process';
import { CURRENCY_COOKIE, parseCurrencyId } from '../currency/cookie';
import { registerCacheReset } from '../ssr/cache-resets';
import { createHttpClient } from './client';
import { parseCookies } from 'nookies';

const TOKEN_COOKIE = 'access_token';

/** Internal base for server-side calls over HTTP (before the in-process door is open, or for an external API). */
const INTERNAL_BASE = process.env.INTERNAL_API_URL || process.env.NEXT_PUBLIC_API_BASE_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api/v1/`;

function buildUrl(config: InternalAxiosRequestConfig): string {
  const full = axios.getUri(config);
  const url = new URL(full, 'http://internal');
  return `${url.pathname}${url.search}`;
}

/**
 * Public catalogue reads (`rest/*` GETs without a session) are the same for every guest: server rendering keeps
 * each answer a few seconds instead of re-running its queries for every page view (PERFORMANCE.md).
 */
const PUBLIC_TTL_MS = 5_000;
const publicAnswers = new Map<string, { at: number; answer: ReturnType<NonNullable<ReturnType<typeof inProcessDispatcher>>> }>();
registerCacheReset(() => publicAnswers.clear());

/**
 * `rest/*` GETs never read the session (every one is `auth: 'none'`, which routes.test.ts holds): a signed-in
 * page asks them without its token and shares the guests' cached answers instead of re-running the queries.
 */
const isPublicRead = (config: InternalAxiosRequestConfig, url: string) => (config.method ?? 'get').toLowerCase() === 'get' && url.includes('/rest/');

function cacheKey(config: InternalAxiosRequestConfig, url: string, origin = ''): string | null {
  return isPublicRead(config, url) ? `${origin} ${url}` : null;
}

/**
 * Calls the built-in API inside this process when its door is published; otherwise HTTP. The call carries the
 * page request's connection, so per-client limits see the visitor, not the server (`callerOf`).
 */
const inProcessAdapter = (caller: ReturnType<typeof callerOf>): AxiosAdapter => async (config) => {
  const dispatch = inProcessDispatcher();
  if (!dispatch) return axios.getAdapter('http')(config);
  const url = buildUrl(config);
  // Answers print image URLs on the page's origin: one cache entry per origin.
  const key = cacheKey(config, url, caller.origin);
  const hit = key ? publicAnswers.get(key) : undefined;
  if (hit && Date.now() - hit.at < PUBLIC_TTL_MS) return toResponse(await hit.answer, config);
  const body = config.data === undefined || config.data === null ? Buffer.alloc(0) : Buffer.from(typeof config.data === 'string' ? config.data : JSON.stringify(config.data));
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers as never).toJSON())) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  if (key) delete headers.authorization;
  const call = { method: (config.method ?? 'get').toUpperCase(), url, headers: { ...headers, ...caller.forwarded }, peer: caller.peer, encrypted: caller.encrypted, origin: caller.origin };
  const pending = dispatch({ ...call, readBody: async () => body });
  if (key) {
    if (publicAnswers.size > 500) publicAnswers.clear();
    publicAnswers.set(key, { at: Date.now(), answer: pending });
    pending.then((a) => a.status !== 200 && publicAnswers.delete(key), () => publicAnswers.delete(key));
  }
  return toResponse(await pending, config);
};

function toResponse(answer: Awaited<ReturnType<NonNullable<ReturnType<typeof inProcessDispatcher>>>>, config: InternalAxiosRequestConfig) {
  const text = answer.body.toString('utf8');
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  const response = { data, status: answer.status, statusText: String(answer.status), headers: answer.headers, config, request: {} };
  if (answer.status >= 200 && answer.status < 300) return response;
  throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response as never);
}

const parsed = new WeakMap<IncomingMessage, Record<string, string>>();

/** One cookie of the page request, parsed once per request with nookies (getServerSideProps' cookie reader). */
export function readCookie(req: IncomingMessage | undefined, name: string): string | undefined {
  if (!req) return undefined;
  let all = parsed.get(req);
  if (!all) parsed.set(req, (all = parseCookies({ req })));
  return Object.hasOwn(all, name) ? all[name] : undefined;
}

/**
 * The same client for server rendering: the server (never browser code) turns the HttpOnly token cookie into
 * an Authorization header when it renders for a signed-in user, and asks for prices in the currency cookie's
 * currency (an inactive id falls back to the default on the API's side).
 */
export function createServerClient(req: IncomingMessage | undefined, locale: string) {
  const token = readCookie(req, TOKEN_COOKIE);
  const bearer = token ? (token.startsWith('Bearer ') ? token : `Bearer ${token}`) : undefined;
  return createHttpClient({
    baseURL: INTERNAL_BASE.startsWith('http') ? INTERNAL_BASE : `http://127.0.0.1:${process.env.PORT || 3000}${INTERNAL_BASE}`,
    adapter: inProcessAdapter(callerOf(req)),
    headers: bearer ? { Authorization: bearer } : undefined,
    getLang: () => locale,
    // The visitor's currency cookie: the server-rendered prices are the ones the browser will fetch.
    getCurrencyId: () => parseCurrencyId(readCookie(req, CURRENCY_COOKIE)),
  });
}
