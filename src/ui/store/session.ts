import type { UnknownAction } from 'redux';
import { clearUser, setUser } from './slices/auth';
import { clearCart } from './slices/cart';
import { clearFilter } from './slices/filter';
import { clearLiked } from './slices/liked';
import { resetSettings } from './slices/settings';
import { clearSearch } from './slices/search';
import { clearUserCart } from './slices/user-cart';
import type { User } from './types';

/**
 * Session transitions (spec §4) as plain lists of actions, so the caller (auth provider) owns the side
 * effects — cookies, HTTP, navigation — and these stay pure and testable.
 */

/**
 * Cookies the browser code removes on logout. `access_token` is not here: it is HttpOnly, so JavaScript
 * cannot touch it; the client calls POST /api/v1/auth/logout, which revokes the token and clears the cookie.
 */
export const CLIENT_COOKIES_TO_CLEAR = ['user'] as const;
export const LOGOUT_ENDPOINT = 'auth/logout';
export const LOGOUT_REDIRECT = '/login';

/** In dispatch order: forget the user first so nothing re-renders as signed in with emptied data. */
export function logoutActions(): UnknownAction[] {
  return [clearUser(), resetSettings(), clearCart(), clearUserCart(), clearLiked(), clearFilter(), clearSearch()];
}

/** Sign-in stores the user in state; the `user` cookie is written by the caller. */
export function signInUser(user: User): UnknownAction[] {
  return [setUser(user)];
}

/**
 * The profile refetched after a signed-in load replaces the stored user only when it differs: the server rendered
 * the page with the same answer moments before, and a new user object, equal or not, re-renders every component
 * reading it (the heart of each shop card among them) in the middle of the page's start-up.
 */
export function refreshUser(stored: User | null, fetched: User): UnknownAction[] {
  return stored && JSON.stringify(stored) === JSON.stringify(fetched) ? [] : [setUser(fetched)];
}
