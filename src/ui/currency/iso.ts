import type { Currency } from '../types/api';

const ISO_BY_SYMBOL: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₽': 'RUB', '₺': 'TRY' };

/** ISO 4217 code of a currency: its title when already a code, else by symbol (USD by default). */
export function currencyCode(currency?: Pick<Currency, 'symbol' | 'title'> | null): string {
  if (currency?.title && /^[A-Z]{3}$/.test(currency.title)) return currency.title;
  return (currency && ISO_BY_SYMBOL[currency.symbol]) || 'USD';
}
