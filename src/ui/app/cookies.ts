import { destroyCookie, setCookie } from 'nookies';
import { COOKIE_MAX_AGE_DAYS } from '../config/constants';
import type { User } from '../types/api';

const MAX_AGE = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
const BASE = { path: '/', sameSite: 'lax' as const, maxAge: MAX_AGE };

/** The non-secret session cookies the browser writes (the token cookie is HttpOnly and set by the API). */
export function writeUserCookie(user: User): void {
  const { id, uuid, firstname, lastname, img, role } = user;
  setCookie(null, 'user', JSON.stringify({ id, uuid, firstname, lastname, img, role }), BASE);
}

export function clearUserCookie(): void {
  destroyCookie(null, 'user', { path: '/' });
}

export function writeSettingsCookie(settings: { location: string; address: string; location_id: string | null }): void {
  setCookie(null, 'settings', JSON.stringify(settings), BASE);
}

export function writeThemeCookie(mode: 'light' | 'dark'): void {
  setCookie(null, 'theme', mode, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 60 * 60 });
}
