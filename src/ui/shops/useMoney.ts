import { useCallback, useMemo } from 'react';
import { formatMoney } from '@/lib/money';
import { useShell } from '../app/ShellContext';
import { currencyCode } from './jsonld';

/** Formats API amounts (decimals already in the default currency) in the reader's locale. */
export function useMoney() {
  const { currencies, locale } = useShell();
  const currency = useMemo(() => currencies.find((c) => c.default === true || c.default === 1) ?? currencies[0] ?? { symbol: '$', title: 'USD', position: 'before' }, [currencies]);
  const format = useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
  return { format, code: currencyCode(currency) };
}
