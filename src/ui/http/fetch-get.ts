import { HTTP_TIMEOUT_MS } from '../config/constants';
import { paramsWithDefaults, reportFailure, type CallRules } from './call-rules';
import type { HttpFailure } from './client-types';

/** The options a GET may carry and still go through fetch; any other option (or a non-scalar param) takes axios. */
export interface PlainGetConfig {
  params?: Record<string, unknown>;
  expectedStatuses?: readonly number[];
}

const PLAIN_KEYS = new Set(['params', 'expectedStatuses']);
const isScalar = (value: unknown) => value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

export function isPlainGet(config: unknown): config is PlainGetConfig | undefined {
  if (config === undefined) return true;
  if (typeof config !== 'object' || config === null) return false;
  if (!Object.keys(config).every((key) => PLAIN_KEYS.has(key))) return false;
  const params = (config as PlainGetConfig).params;
  return params === undefined || (typeof params === 'object' && params !== null && !Array.isArray(params) && Object.values(params).every(isScalar));
}

// As axios writes a query (its buildURL): ':', '$', ',' stay readable, a space is '+', null and undefined are left out.
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

export function getUrl(baseURL: string, url: string, params: Record<string, unknown>): string {
  const path = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? url : `${baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = Object.entries(params)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * A plain GET with the one client's rules (params, credentials, timeout, `{status, data}` failures, 401 and error
 * reporting) over the browser's fetch: the reads a signed-in page makes right after load (profile, unread counts,
 * cart) no longer load and start axios (a ~20 ms main-thread task; ADR 0025). Writes and unusual reads use axios.
 */
export async function fetchGet(baseURL: string, url: string, config: PlainGetConfig | undefined, rules: CallRules, doFetch: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await doFetch(getUrl(baseURL, url, paramsWithDefaults(rules, config?.params)), {
      credentials: 'include',
      headers: { Accept: 'application/json, text/plain, */*' },
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(HTTP_TIMEOUT_MS) : undefined,
    });
  } catch (error) {
    const timedOut = (error as { name?: string }).name === 'TimeoutError';
    throw reportFailure(rules, { status: 0, data: { statusCode: 'NETWORK', message: timedOut ? 'timeout' : 'network' } }, config?.expectedStatuses);
  }
  return settleAnswer(response.status, await response.text().catch(() => ''), rules, config?.expectedStatuses);
}

/** The body of a 2xx answer (JSON, or its text), or the `{status, data}` failure after the rules saw it. */
export function settleAnswer(status: number, text: string, rules: CallRules, expectedStatuses?: readonly number[]): unknown {
  const data = text ? parse(text) : '';
  if (status >= 200 && status < 300) return data;
  throw reportFailure(rules, { status, data: (data || {}) as HttpFailure['data'] }, expectedStatuses);
}
