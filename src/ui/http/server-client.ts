import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { IncomingMessage } from 'node:http';
import { callerOf, inProcessDispatcher } from '@/contract/in-process';
import { CURRENCY_COOKIE, parseCurrencyId } from '../currency/cookie';
import { registerCacheReset } from '../ssr/cache-resets';
import { paramsWithDefaults, reportFailure, type CallRules } from './call-rules';
import { createHttpClient } from './client';
import { getUrl, isPlainGet, settleAnswer } from './fetch-get';
import type { Http } from './json';
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
 * each answer a few seconds instead of re-running its queries for every page view (PERFORMANCE.md). What is built
 * from kept answers lives no longer than they do (withPublicPrefetch).
 */
export const PUBLIC_TTL_MS = 5_000;
const publicAnswers = new Map<string, { at: number; answer: ReturnType<NonNullable<ReturnType<typeof inProcessDispatcher>>> }>();
registerCacheReset(() => publicAnswers.clear());

/** Told when a GET is answered from (or into) the shared public answers, with the time that answer was made. */
export type PublicAnswerSeen = (answeredAt: number) => void;

type Answer = Awaited<ReturnType<NonNullable<ReturnType<typeof inProcessDispatcher>>>>;
type Caller = ReturnType<typeof callerOf>;

/**
 * One call to the built-in API inside this process (undefined when its door is not published: use HTTP). The call
 * carries the page request's connection, so per-client limits see the visitor, not the server (`callerOf`).
 * `rest/*` GETs never read the session (every one is `auth: 'none'`, which routes.test.ts holds): a signed-in page
 * asks them without its token and shares the guests' kept answers instead of re-running the queries.
 */
function answerInProcess(caller: Caller, method: string, url: string, headers: Record<string, string>, body: Buffer, onPublic?: PublicAnswerSeen): Promise<Answer> | undefined {
  const dispatch = inProcessDispatcher();
  if (!dispatch) return undefined;
  // Answers print image URLs on the page's origin: one cache entry per origin.
  const key = method === 'GET' && url.includes('/rest/') ? `${caller.origin} ${url}` : null;
  const hit = key ? publicAnswers.get(key) : undefined;
  if (hit && Date.now() - hit.at < PUBLIC_TTL_MS) {
    onPublic?.(hit.at);
    return hit.answer;
  }
  if (key) delete headers.authorization;
  const pending = dispatch({ method, url, headers: { ...headers, ...caller.forwarded }, peer: caller.peer, encrypted: caller.encrypted, origin: caller.origin, rendering: method === 'GET', readBody: async () => body });
  if (key) {
    if (publicAnswers.size > 500) publicAnswers.clear();
    const at = Date.now();
    onPublic?.(at);
    publicAnswers.set(key, { at, answer: pending });
    pending.then((a) => a.status !== 200 && publicAnswers.delete(key), () => publicAnswers.delete(key));
  }
  return pending;
}

/** axios's transport for the server client: in-process when the door is published, otherwise HTTP. */
const inProcessAdapter = (caller: Caller): AxiosAdapter => async (config) => {
  const url = buildUrl(config);
  const body = config.data === undefined || config.data === null ? Buffer.alloc(0) : Buffer.from(typeof config.data === 'string' ? config.data : JSON.stringify(config.data));
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers as never).toJSON())) if (typeof v === 'string') headers[k.toLowerCase()] = v;
  const pending = answerInProcess(caller, (config.method ?? 'get').toUpperCase(), url, headers, body);
  return pending ? toResponse(await pending, config) : axios.getAdapter('http')(config);
};

function toResponse(answer: Answer, config: InternalAxiosRequestConfig) {
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
 * currency (an inactive id falls back to the default on the API's side). Plain GETs in this process skip axios's
 * request pipeline (a render makes a dozen: ~10 % of its CPU went to axios' config merging, ADR 0030), with the
 * same rules (fetch-get.ts); anything else, or a call over HTTP, goes through axios.
 */
export function createServerClient(req: IncomingMessage | undefined, locale: string, onPublic?: PublicAnswerSeen): Http {
  const token = readCookie(req, TOKEN_COOKIE);
  const bearer = token ? (token.startsWith('Bearer ') ? token : `Bearer ${token}`) : undefined;
  const baseURL = INTERNAL_BASE.startsWith('http') ? INTERNAL_BASE : `http://127.0.0.1:${process.env.PORT || 3000}${INTERNAL_BASE}`;
  const caller = callerOf(req);
  const rules: CallRules = {
    getLang: () => locale,
    // The visitor's currency cookie: the server-rendered prices are the ones the browser will fetch.
    getCurrencyId: () => parseCurrencyId(readCookie(req, CURRENCY_COOKIE)),
  };
  // axios is set up only for a call that needs it: most renders make plain GETs alone.
  let instance: ReturnType<typeof createHttpClient> | undefined;
  const client = () => (instance ??= createHttpClient({ ...rules, baseURL, adapter: inProcessAdapter(caller), headers: bearer ? { Authorization: bearer } : undefined }));
  const get = async (url: string, config?: unknown) => {
    if (!isPlainGet(config)) return client().get(url, config as never);
    const full = new URL(getUrl(baseURL, url, paramsWithDefaults(rules, config?.params)));
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', ...(bearer ? { authorization: bearer } : {}) };
    const pending = answerInProcess(caller, 'GET', `${full.pathname}${full.search}`, headers, Buffer.alloc(0), onPublic);
    if (!pending) return client().get(url, config);
    const answer = await pending.catch(() => {
      throw reportFailure(rules, { status: 0, data: { statusCode: 'NETWORK', message: 'network' } }, config?.expectedStatuses);
    });
    return settleAnswer(answer.status, answer.body.toString('utf8'), rules, config?.expectedStatuses);
  };
  return {
    get: get as Http['get'],
    post: ((...args: Parameters<Http['post']>) => client().post(...args)) as Http['post'],
    put: ((...args: Parameters<Http['put']>) => client().put(...args)) as Http['put'],
    delete: ((...args: Parameters<Http['delete']>) => client().delete(...args)) as Http['delete'],
  };
}
