import type { AxiosInstance } from 'axios';
import type { CallRules } from './call-rules';
import { API_BASE, type HttpFailure } from './client-types';
import { fetchGet, isPlainGet } from './fetch-get';

/**
 * The browser's instance of the one client. axios loads with the first call, not with the page; the shell
 * tells the client the language and what to do on 401. Browser code never sees the token (HttpOnly cookie).
 */
let language = 'en';
let currency: number | null = null;
let unauthorized: () => void = () => {};
let instance: Promise<AxiosInstance> | null = null;

const rules: CallRules = {
  getLang: () => language,
  getCurrencyId: () => currency,
  onUnauthorized: () => unauthorized(),
  onError: (failure: HttpFailure) => console.error('API error', failure.status, failure.data?.statusCode, failure.data?.message),
};

function client(): Promise<AxiosInstance> {
  instance ??= import('./client').then(({ createHttpClient }) => createHttpClient(rules));
  return instance;
}

/** Plain reads go over fetch (same rules, no axios to load at the end of a page load); the rest through axios. */
function get(...args: Parameters<AxiosInstance['get']>) {
  const [url, config] = args;
  return isPlainGet(config) ? fetchGet(API_BASE, url, config, rules) : client().then((c) => c.get(...args));
}

export const http = {
  get: get as AxiosInstance['get'],
  post: ((...args: Parameters<AxiosInstance['post']>) => client().then((c) => c.post(...args))) as AxiosInstance['post'],
  put: ((...args: Parameters<AxiosInstance['put']>) => client().then((c) => c.put(...args))) as AxiosInstance['put'],
  delete: ((...args: Parameters<AxiosInstance['delete']>) => client().then((c) => c.delete(...args))) as AxiosInstance['delete'],
};

export function setHttpLanguage(locale: string): void {
  language = locale;
}

export function setUnauthorizedHandler(handler: () => void): void {
  unauthorized = handler;
}

/** The visitor's currency: every later call asks the API for prices in it. */
export function setHttpCurrency(id: number | null): void {
  currency = id;
}
