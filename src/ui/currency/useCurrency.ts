import { useCallback } from 'react';
import { formatMoney } from '@/lib/money';
import { useShell } from '../app/ShellContext';
import { setHttpCurrency } from '../http/browser';
import { useAppSelector } from '../store/hooks';
import { selectCurrency, selectCurrentCurrency, setCurrencies } from '../store/slices/currency';
import type { AppStore } from '../store/store';
import type { Currency } from '../types/api';
import { pickCurrency } from './selection';

/** The currency prices are shown in: the store's selection (set from the cookie before the first render). */
export function useCurrency(): Currency | null {
  return useAppSelector(selectCurrentCurrency);
}

const FALLBACK = { symbol: '$', title: 'USD', position: 'before' };

/** Formats API amounts: decimals already in the visitor's currency (the API converts by `currency_id`). */
export function useFormatMoney(): (amount: number) => string {
  const { locale } = useShell();
  const currency = useCurrency() ?? FALLBACK;
  return useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
}

/** Puts the offered currencies and the chosen one in the store, and tells the browser's client to ask for it. */
export function applyCurrencyChoice(store: AppStore, currencies: Currency[], chosenId: number | null): void {
  store.dispatch(setCurrencies(currencies));
  const picked = pickCurrency(currencies, chosenId);
  if (picked) store.dispatch(selectCurrency(picked));
  if (typeof window !== 'undefined') setHttpCurrency(picked?.id ?? null);
}
