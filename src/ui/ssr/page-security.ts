import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { GetServerSideProps } from 'next';
import { isSecureRequest } from '@/lib/forwarded';
import { createNonce, HSTS, pageCoop, pageCsp, PAGE_SECURITY_HEADERS } from '@/lib/security-headers';

/**
 * Security headers of a page answer, set by the page's own server code rather than by src/proxy.ts: running the
 * proxy for every page request halved the guest page cache's throughput (ADR 0022). The proxy still covers
 * what no page code serves (the image optimizer, public files, malformed paths).
 */

/** The nonce each response was given: only securePageResponse makes one (request headers are the client's to forge). */
const nonces = new WeakMap<IncomingMessage, string>();

function requestPath(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0];
}

/**
 * Gives this response (a page or its `_next/data` JSON) its CSP nonce and security headers, once; returns the
 * nonce. It is always made here, never read from the request. _document asks again (same nonce) and writes it
 * on every script; for an error page no getServerSideProps ran, so _document's call is the first.
 */
export function securePageResponse(req: IncomingMessage, res: ServerResponse): string {
  const given = nonces.get(req);
  if (given) return given;
  const nonce = createNonce();
  nonces.set(req, nonce);
  if (res.headersSent) return nonce;
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', pageCsp(nonce));
  res.setHeader('Cross-Origin-Opener-Policy', pageCoop(requestPath(req)));
  if (isSecureRequest(req.headers, Boolean((req.socket as TLSSocket | undefined)?.encrypted))) res.setHeader('Strict-Transport-Security', HSTS);
  return nonce;
}

/** getServerSideProps of a page that answers without the shell (robots, sitemap, relays, redirects). */
export function securedPage<P extends Record<string, unknown>>(gssp: GetServerSideProps<P>): GetServerSideProps<P> {
  return (ctx) => {
    securePageResponse(ctx.req, ctx.res);
    return gssp(ctx);
  };
}
