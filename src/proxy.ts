import { NextResponse, type NextRequest } from 'next/server';
import { ERRORS } from '@/contract/errors';
import { failure } from '@/server/http/envelope';
import { isSecureRequest } from '@/lib/forwarded';
import { API_SECURITY_HEADERS, createNonce, HSTS, pageCoop, pageCsp, PAGE_SECURITY_HEADERS } from '@/lib/security-headers';

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
 * What no page code answers: public files. Keep in step with `config.matcher`. The image optimizer is not here:
 * next.config.js gives it the same fixed headers without the proxy's cost (ADR 0052).
 */
export const NOT_A_PAGE = /^(?:\/[a-z]{2})?\/(?:images\/|locales\/[a-z]{2}\/|firebase-messaging-sw\.js)/;

/**
 * Security headers of what no page code answers (pages set their own: src/ui/ssr/page-security.ts, ADR 0022),
 * and the path check of anything percent-encoded. The API sets its own headers; it passes here only for the check.
 */
export function proxy(request: NextRequest): NextResponse {
  const secure = isSecureRequest(request.headers);
  // The raw path: nextUrl may already hold a normalised copy.
  const rawPath = new URL(request.url).pathname;
  const api = /^(?:\/[a-z]{2})?\/api\//.test(rawPath);
  if (!decodable(rawPath)) return malformedPath(api, secure);
  // A page (percent-encoded, so it came here for the check) gets its headers from its own server code.
  if (api || !NOT_A_PAGE.test(rawPath)) return NextResponse.next();

  const res = NextResponse.next();
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.headers.set(name, value);
  res.headers.set('Content-Security-Policy', pageCsp(createNonce()));
  res.headers.set('Cross-Origin-Opener-Policy', pageCoop(rawPath));
  if (secure) res.headers.set('Strict-Transport-Security', HSTS);
  return res;
}

export const config = {
  // `locale: false`: matched against the path as routed (default locale prefixed, /_next/… not). Pages are left
  // out (their data requests too: Next matches those by the page's path), so most requests never pay for the
  // proxy: it takes public files (NOT_A_PAGE) and any path with a `%` (API ones included), to be checked.
  matcher: [
    { source: '/((?:[a-z]{2}/)?(?:images/|locales/[a-z]{2}/|firebase-messaging-sw\\.js).*)', locale: false },
    { source: '/(.*%.*)', locale: false },
  ],
};
