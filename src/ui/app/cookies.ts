import { COOKIE_MAX_AGE_SECONDS } from '../config/constants';
import type { User } from '../types/api';

const MAX_AGE = COOKIE_MAX_AGE_SECONDS;

/** Writes one first-party cookie from the browser (nookies stays on the server: docs/adr/0014, 3 KB gzip per page). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The non-secret session cookies the browser writes (the token cookie is HttpOnly and set by the API). */
export function writeUserCookie(user: User): void {
  const { id, uuid, firstname, lastname, img, role } = user;
  writeCookie('user', JSON.stringify({ id, uuid, firstname, lastname, img, role }), MAX_AGE);
}

export function clearUserCookie(): void {
  writeCookie('user', '', 0);
}

export function writeSettingsCookie(settings: { location: string; address: string; location_id: string | null }): void {
  writeCookie('settings', JSON.stringify(settings), MAX_AGE);
}

export function writeThemeCookie(mode: 'light' | 'dark'): void {
  writeCookie('theme', mode, 365 * 24 * 60 * 60);
}
