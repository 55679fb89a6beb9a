import { useCallback } from 'react';
import { formatMoney } from '@/lib/money';
import { useShell } from '../app/ShellContext';
import { useCurrency } from '../currency/useCurrency';
import { currencyCode } from './jsonld';

const FALLBACK = { symbol: '$', title: 'USD', position: 'before' };

/** Formats API amounts (decimals already in the visitor's currency: the API converts by `currency_id`). */
export function useMoney() {
  const { locale } = useShell();
  const currency = useCurrency() ?? FALLBACK;
  const format = useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
  return { format, code: currencyCode(currency) };
}
