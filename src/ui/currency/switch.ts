import type { QueryClient } from '@tanstack/react-query';
import { writeCookie } from '../app/cookies';
import { setHttpCurrency } from '../http/browser';
import { replaceCart, selectCartItems } from '../store/slices/cart';
import { selectCurrency, selectCurrentCurrency } from '../store/slices/currency';
import type { AppStore } from '../store/store';
import type { Currency } from '../types/api';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_SECONDS } from './cookie';
import { repriceItems } from './reprice';

/**
 * A switch: the cookie (the server renders the next pages in it), the store, the guest cart's lines, and every
 * query fetched again with the new `currency_id` (the signed-in cart is repriced by the API).
 */
export function switchCurrency(store: AppStore, queryClient: QueryClient, next: Currency): void {
  const before = selectCurrentCurrency(store.getState());
  writeCookie(CURRENCY_COOKIE, String(next.id), CURRENCY_COOKIE_MAX_AGE_SECONDS);
  setHttpCurrency(next.id);
  store.dispatch(selectCurrency(next));
  const guestLines = selectCartItems(store.getState());
  if (before && guestLines.length) store.dispatch(replaceCart(repriceItems(guestLines, Number(before.rate), Number(next.rate))));
  void queryClient.invalidateQueries();
}
