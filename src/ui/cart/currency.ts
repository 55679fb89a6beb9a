import { useMemo } from 'react';
import { useShell } from '../app/ShellContext';
import type { CurrencyRef } from './payload';

/** The currency carts and orders are priced in: the default one (the storefront shows prices in it). */
export function useCartCurrency(): CurrencyRef {
  const { currencies } = useShell();
  return useMemo(() => {
    const currency = currencies.find((c) => c.default === true || c.default === 1) ?? currencies[0];
    return { id: currency?.id, rate: Number(currency?.rate) || 1 };
  }, [currencies]);
}
