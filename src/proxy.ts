import { NextResponse, type NextRequest } from 'next/server';
import { ERRORS } from '@/contract/errors';
import { failure } from '@/server/http/envelope';
import { isSecureRequest } from '@/lib/forwarded';
import { API_SECURITY_HEADERS, createNonce, HSTS, NONCE_HEADER, pageCoop, pageCsp, PAGE_SECURITY_HEADERS } from '@/lib/security-headers';

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Next answers a path it cannot percent-decode with its HTML 400 page while routing, without our headers; API
 * clients get the envelope instead (contract: every /api/v1 answer is JSON), pages a plain 400.
 */
function malformedPath(api: boolean, secure: boolean): NextResponse {
  const hsts: Record<string, string> = secure ? { 'Strict-Transport-Security': HSTS } : {};
  if (!api) {
    const headers = { ...PAGE_SECURITY_HEADERS, ...hsts, 'Content-Security-Policy': "default-src 'none'", 'Content-Type': 'text/plain; charset=utf-8' };
    return new NextResponse('Bad Request: malformed percent-encoding in the path', { status: 400, headers });
  }
  const { code, http } = ERRORS.VALIDATION;
  const body = failure(code, 'The request path is not valid percent-encoding', { path: ['Malformed percent-encoding'] });
  const headers = { ...API_SECURITY_HEADERS, ...hsts, 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' };
  return new NextResponse(JSON.stringify(body), { status: http, headers });
}

/**
 * Security headers of every storefront answer, with a fresh CSP nonce per response: the nonce travels to
 * _document (and the guest page cache, which re-stamps stored pages with it) in the x-nonce request header.
 * The API sets its own headers; it passes here only for the path check.
 */
export function proxy(request: NextRequest): NextResponse {
  const secure = isSecureRequest(request.headers);
  // The raw path: nextUrl may already hold a normalised copy.
  const rawPath = new URL(request.url).pathname;
  const api = /^(?:\/[a-z]{2})?\/api\//.test(rawPath);
  if (!decodable(rawPath)) return malformedPath(api, secure);
  if (api) return NextResponse.next();

  const nonce = createNonce();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.headers.set(name, value);
  res.headers.set('Content-Security-Policy', pageCsp(nonce));
  res.headers.set('Cross-Origin-Opener-Policy', pageCoop(rawPath));
  if (secure) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

export const config = {
  // Static chunks are immutable files (next.config.js gives them nosniff); API paths come here only when
  // percent-encoded, to be checked. `locale: false`: matched against the path as routed (default locale
  // prefixed, /_next/… not), so `/` and /_next/image match too.
  matcher: [{ source: '/((?!_next/static/|(?:[a-z]{2}/)?api/(?!.*%)).*)', locale: false }],
};
