import { useCallback } from 'react';
import { formatMoney } from '@/lib/money';
import { useShell } from '../app/ShellContext';
import type { OrderCurrency } from '../types/orders';

/** Formats an order's amounts (decimals already in the order's currency) in the reader's locale. */
export function useOrderMoney(currency: OrderCurrency | undefined) {
  const { currencies, locale } = useShell();
  const fallback = currencies.find((c) => Boolean(c.default)) ?? currencies[0];
  const symbol = currency?.symbol ?? fallback?.symbol ?? '';
  const position = currency?.position ?? fallback?.position;
  return useCallback((amount: number | string | null | undefined) => formatMoney(Number(amount ?? 0), { symbol, position }, locale), [symbol, position, locale]);
}
