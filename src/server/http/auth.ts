import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { verifyToken, verifyTokenWithProfile, type UserRow } from '../modules/auth/tokens';
import type { ProfileRow } from '../modules/users/profile-read';
import { ApiError } from './api-error';
import { readCookies, TOKEN_COOKIE } from './cookies';

export interface AuthUser {
  user: UserRow;
  tokenId: number;
  /** When this session signed in (a fresh sign-in may change the password without the old one). */
  issuedAt: Date;
  via: 'header' | 'cookie';
  /** The profile's extras, read with the token for routes that ask (RouteDef.readsProfile). */
  profile?: ProfileRow;
}

function bearer(value: string | undefined): string | null {
  if (!value) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return m ? m[1] : null;
}

/**
 * The caller's session from `Authorization: Bearer …` or the HttpOnly cookie (which may hold "Bearer …" as
 * Foodyman clients store it). A present but invalid credential yields null, never an error of its own kind.
 */
export async function resolveAuth(ctx: AppContext, headers: IncomingHttpHeaders, withProfile = false, rendering = false): Promise<AuthUser | null> {
  // A page render's profile read may use the process's kept sessions (session-cache.ts); API callers never do.
  const kept = rendering ? ctx.sessions : undefined;
  const verify = withProfile ? (db: Db, token: string, now: Date) => verifyTokenWithProfile(db, token, now, kept) : verifyToken;
  const fromHeader = bearer(headers.authorization);
  if (headers.authorization !== undefined) {
    if (!fromHeader) return null;
    const found = await verify(ctx.db, fromHeader, ctx.clock.now());
    return found ? { ...found, via: 'header' } : null;
  }
  const cookie = readCookies(headers)[TOKEN_COOKIE];
  if (!cookie) return null;
  const token = bearer(cookie) ?? cookie;
  const found = await verify(ctx.db, token, ctx.clock.now());
  return found ? { ...found, via: 'cookie' } : null;
}

/** The Origin (or else Referer) names our own host or a configured origin; false for a missing or bad one. */
function fromOwnOrigin(headers: IncomingHttpHeaders, allowed: string[]): boolean {
  const source = headers.origin ?? headers.referer;
  const host = headers['x-forwarded-host'] ?? headers.host;
  if (!source || !host) return false;
  let origin: URL;
  try {
    origin = new URL(String(source));
  } catch {
    return false;
  }
  return origin.host === String(host).split(',')[0].trim() || allowed.includes(origin.origin);
}

/**
 * A cookie travels with cross-site requests, so a cookie-authenticated write must come from our own origin
 * (or a configured one). Header tokens are not sent by browsers on their own and need no such check.
 */
export function assertSameOrigin(headers: IncomingHttpHeaders, allowed: string[]): void {
  if (!fromOwnOrigin(headers, allowed)) throw new ApiError('FORBIDDEN', { message: 'Cross-site request refused' });
}

/**
 * Whether a sign-in may set the session cookie. A page on another site could otherwise post its own
 * credentials and sign the visitor's browser into the attacker's account (login CSRF). Browsers name the
 * page on such posts; clients that send neither Origin nor Referer (apps, scripts) are not browsers on
 * another site and keep the cookie. The token in the body is answered either way.
 */
export function maySetSessionCookie(headers: IncomingHttpHeaders, allowed: string[]): boolean {
  if (headers.origin === undefined && headers.referer === undefined) return true;
  return fromOwnOrigin(headers, allowed);
}
