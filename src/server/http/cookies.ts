import type { IncomingHttpHeaders } from 'node:http';

export const TOKEN_COOKIE = 'access_token';

export function readCookies(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a malformed cookie is ignored, never a 500
    }
  }
  return out;
}

/** The session cookie: HttpOnly so browser code never sees the token; Secure whenever served over HTTPS. */
export function tokenCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  const attrs = [`${TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attrs.push('Secure');
  return attrs.join('; ');
}

export function clearTokenCookie(secure: boolean): string {
  return tokenCookie('', 0, secure);
}
