import { describe, expect, it } from 'vitest';
import { rootReducer, type SlicesState } from './root-reducer';
import { CLIENT_COOKIES_TO_CLEAR, LOGOUT_ENDPOINT, LOGOUT_REDIRECT, logoutActions, refreshUser, signInUser } from './session';
import { setUser } from './slices/auth';
import { addToCart } from './slices/cart';
import { setCurrencies } from './slices/currency';
import { setCategory } from './slices/filter';
import { toggleLiked } from './slices/liked';
import { addSearch } from './slices/search';
import { updateSettings } from './slices/settings';
import { setUserCart } from './slices/user-cart';
import { serverCart, shop, usd, user } from './test-fixtures';

const applyAll = (state: SlicesState | undefined, actions: Parameters<typeof rootReducer>[1][]) =>
  actions.reduce<SlicesState>((s, a) => rootReducer(s, a), rootReducer(state, { type: '@@init' }));

const signedInWithData = applyAll(undefined, [
  setUser(user),
  updateSettings({ location: '1,2', address: 'Main St 1', location_id: '5', values: { ui_type: '2' } }),
  addToCart({ id: 1, quantity: 1, stock: { id: 10 }, addons: [], shop_id: 3 }),
  setUserCart(serverCart),
  toggleLiked(shop(1)),
  setCategory(4),
  addSearch('pizza'),
  setCurrencies([usd]),
]);

describe('session transitions (spec §4)', () => {
  it('logoutActions lists, in order: clear user, reset settings, clear cart, user cart, liked, filter, search', () => {
    expect(logoutActions().map((action) => action.type)).toEqual([
      'auth/clearUser',
      'settings/resetSettings',
      'cart/clearCart',
      'userCart/clearUserCart',
      'liked/clearLiked',
      'filter/clearFilter',
      'search/clearSearch',
    ]);
  });

  it('logout leaves a signed-out state that keeps only the location and the currency', () => {
    const after = applyAll(signedInWithData, logoutActions());
    const fresh = rootReducer(undefined, { type: '@@init' });
    expect(after).toEqual({
      ...fresh,
      settings: { ...fresh.settings, location: '1,2' },
      currency: signedInWithData.currency,
    });
  });

  it('leaves the HttpOnly access_token to the server: the client clears only the user cookie', () => {
    expect(CLIENT_COOKIES_TO_CLEAR).toEqual(['user']);
    expect(CLIENT_COOKIES_TO_CLEAR).not.toContain('access_token');
    expect(LOGOUT_ENDPOINT).toBe('auth/logout');
    expect(LOGOUT_REDIRECT).toBe('/login');
  });

  it('signInUser stores the user in state', () => {
    const actions = signInUser(user);
    expect(actions).toEqual([setUser(user)]);
    expect(applyAll(undefined, actions).auth.user).toEqual(user);
  });

  it('refreshUser keeps the stored user object when the refetched profile says the same, and replaces it otherwise', () => {
    const state = applyAll(undefined, signInUser(user));
    expect(refreshUser(state.auth.user as typeof user, structuredClone(user))).toEqual([]);
    const renamed = { ...user, firstname: `${user.firstname}x` };
    expect(refreshUser(state.auth.user as typeof user, renamed)).toEqual([setUser(renamed)]);
    expect(refreshUser(null, user)).toEqual([setUser(user)]);
  });
});
