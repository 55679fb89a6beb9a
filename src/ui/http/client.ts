import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { HTTP_TIMEOUT_MS } from '../config/constants';
import { paramsWithDefaults, reportFailure, type CallRules } from './call-rules';
import { API_BASE, type HttpFailure } from './client-types';

export { API_BASE, type HttpFailure };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Failure statuses the caller handles as answers (e.g. 404 "no cart"): still rejected, never reported. */
    expectedStatuses?: readonly number[];
  }
}

export interface HttpClientOptions extends CallRules {
  baseURL?: string;
  adapter?: AxiosAdapter;
  headers?: Record<string, string>;
}

/**
 * The one HTTP client: resolves to the JSON body, rejects with `{status, data}`. 401 → onUnauthorized;
 * 403 and a call's `expectedStatuses` → nothing extra; other failures are reported to onError and passed on.
 */
export function createHttpClient(opts: HttpClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: opts.baseURL ?? API_BASE, timeout: HTTP_TIMEOUT_MS, adapter: opts.adapter, headers: opts.headers, withCredentials: true });
  client.interceptors.request.use((config) => {
    config.params = paramsWithDefaults(opts, config.params);
    return config;
  });
  client.interceptors.response.use(
    (response) => response.data,
    (error) => {
      const failure: HttpFailure = error.response
        ? { status: error.response.status, data: error.response.data ?? {} }
        : { status: 0, data: { statusCode: 'NETWORK', message: error.code === 'ECONNABORTED' ? 'timeout' : 'network' } };
      return Promise.reject(reportFailure(opts, failure, error.config?.expectedStatuses));
    },
  );
  return client;
}
