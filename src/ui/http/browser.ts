import { createHttpClient, type HttpFailure } from './client';

/**
 * The browser's instance of the one client. The app shell tells it the language and what to do on 401;
 * browser code never sees the token (it travels in the HttpOnly cookie).
 */
let language = 'en';
let unauthorized: () => void = () => {};

export const http = createHttpClient({
  getLang: () => language,
  onUnauthorized: () => unauthorized(),
  onError: (failure: HttpFailure) => console.error('API error', failure.status, failure.data?.statusCode, failure.data?.message),
});

export function setHttpLanguage(locale: string): void {
  language = locale;
}

export function setUnauthorizedHandler(handler: () => void): void {
  unauthorized = handler;
}
