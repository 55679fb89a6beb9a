import type { IncomingHttpHeaders } from 'node:http';

/** Request headers from a Node socket or a Web `Request` (the proxy sees the latter). */
export type HeaderSource = IncomingHttpHeaders | Headers;

function firstValue(headers: HeaderSource, name: string): string | undefined {
  const raw = headers instanceof Headers ? headers.get(name) : headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // A chain of proxies appends: the first entry is the one the client's edge saw.
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The one rule for "did this request arrive over HTTPS": a TLS socket, or `X-Forwarded-Proto: https` from the
 * proxy in front. Pages (src/proxy.ts) and the public origin ask here: the page proxy sees no socket address, and a
 * spoofed header only earns its sender HSTS. The API's client address and cookie flags follow the stricter
 * TRUSTED_PROXIES rule (src/server/http/client-address.ts).
 */
export function isSecureRequest(headers: HeaderSource, encrypted = false): boolean {
  return encrypted || firstValue(headers, 'x-forwarded-proto') === 'https';
}

/** A host name or IP with an optional port: anything else in Host is not echoed into URLs we print. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin the client used (`https://shop.example`), under the same forwarded-header rule. */
export function requestOrigin(headers: HeaderSource, encrypted = false): string {
  const claimed = firstValue(headers, 'x-forwarded-host') ?? firstValue(headers, 'host');
  const host = claimed && HOST.test(claimed) ? claimed.toLowerCase() : 'localhost';
  return `${isSecureRequest(headers, encrypted) ? 'https' : 'http'}://${host}`;
}
