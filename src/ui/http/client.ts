import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { HTTP_TIMEOUT_MS } from '../config/constants';

/** The API base: this server's built-in API unless an external Foodyman-compatible backend is configured. */
export const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/';

/** What a failed call rejects with: the response's status and envelope (handlers read `err.data.message`). */
export interface HttpFailure {
  status: number;
  data: { statusCode?: string; message?: string; params?: Record<string, string[]> };
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Failure statuses the caller handles as answers (e.g. 404 "no cart"): still rejected, never reported. */
    expectedStatuses?: readonly number[];
  }
}

export interface HttpClientOptions {
  baseURL?: string;
  adapter?: AxiosAdapter;
  headers?: Record<string, string>;
  /** The current language, added as `lang` under explicit params on every call. */
  getLang: () => string;
  /** The visitor's currency, added as `currency_id` unless the call names one: the API prices in it. */
  getCurrencyId?: () => number | null;
  onUnauthorized?: () => void;
  onError?: (failure: HttpFailure) => void;
}

/**
 * The one HTTP client: resolves to the JSON body, rejects with `{status, data}`. 401 → onUnauthorized;
 * 403 and a call's `expectedStatuses` → nothing extra; other failures are reported to onError and passed on.
 */
export function createHttpClient(opts: HttpClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: opts.baseURL ?? API_BASE, timeout: HTTP_TIMEOUT_MS, adapter: opts.adapter, headers: opts.headers, withCredentials: true });
  client.interceptors.request.use((config) => {
    const given = config.params ?? {};
    const currencyId = given.currency_id ?? opts.getCurrencyId?.();
    config.params = { lang: opts.getLang(), ...given, ...(currencyId ? { currency_id: currencyId } : {}) };
    return config;
  });
  client.interceptors.response.use(
    (response) => response.data,
    (error) => {
      const failure: HttpFailure = error.response
        ? { status: error.response.status, data: error.response.data ?? {} }
        : { status: 0, data: { statusCode: 'NETWORK', message: error.code === 'ECONNABORTED' ? 'timeout' : 'network' } };
      if (failure.status === 401) opts.onUnauthorized?.();
      else if (failure.status !== 403 && !error.config?.expectedStatuses?.includes(failure.status)) opts.onError?.(failure);
      return Promise.reject(failure);
    },
  );
  return client;
}
