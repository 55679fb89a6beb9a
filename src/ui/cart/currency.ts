import { useMemo } from 'react';
import { useCurrency } from '../currency/useCurrency';
import type { CurrencyRef } from './payload';

/** The currency carts and orders are priced in: the visitor's (the storefront shows prices in it). */
export function useCartCurrency(): CurrencyRef {
  const currency = useCurrency();
  return useMemo(() => ({ id: currency?.id, rate: Number(currency?.rate) || 1 }), [currency]);
}
