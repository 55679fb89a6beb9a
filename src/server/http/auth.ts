import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../context';
import { verifyToken, type UserRow } from '../modules/auth/tokens';
import { ApiError } from './api-error';
import { readCookies, TOKEN_COOKIE } from './cookies';

export interface AuthUser {
  user: UserRow;
  tokenId: number;
  via: 'header' | 'cookie';
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
export async function resolveAuth(ctx: AppContext, headers: IncomingHttpHeaders): Promise<AuthUser | null> {
  const fromHeader = bearer(headers.authorization);
  if (headers.authorization !== undefined) {
    if (!fromHeader) return null;
    const found = await verifyToken(ctx.db, fromHeader, ctx.clock.now());
    return found ? { ...found, via: 'header' } : null;
  }
  const cookie = readCookies(headers)[TOKEN_COOKIE];
  if (!cookie) return null;
  const token = bearer(cookie) ?? cookie;
  const found = await verifyToken(ctx.db, token, ctx.clock.now());
  return found ? { ...found, via: 'cookie' } : null;
}

/**
 * A cookie travels with cross-site requests, so a cookie-authenticated write must come from our own origin
 * (or a configured one). Header tokens are not sent by browsers on their own and need no such check.
 */
export function assertSameOrigin(headers: IncomingHttpHeaders, allowed: string[]): void {
  const source = headers.origin ?? headers.referer;
  const host = headers['x-forwarded-host'] ?? headers.host;
  if (!source || !host) throw new ApiError('FORBIDDEN', { message: 'Cross-site request refused' });
  let origin: URL;
  try {
    origin = new URL(String(source));
  } catch {
    throw new ApiError('FORBIDDEN', { message: 'Cross-site request refused' });
  }
  if (origin.host === String(host).split(',')[0].trim()) return;
  if (allowed.includes(origin.origin)) return;
  throw new ApiError('FORBIDDEN', { message: 'Cross-site request refused' });
}
