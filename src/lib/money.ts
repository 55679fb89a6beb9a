/**
 * The one money module. Amounts live as integer minor units (cents) of the default currency; they are
 * converted with a currency's `rate` only at the edge, where the contract's decimal shapes are produced.
 */
export type Minor = number;

const MINOR_PER_MAJOR = 100;

/** Decimal major amount (e.g. 12.5) → integer minor units (1250); rejects anything not finite. */
export function toMinor(major: number): Minor {
  if (!Number.isFinite(major)) throw new RangeError('amount must be finite');
  return Math.round(major * MINOR_PER_MAJOR);
}

/** Minor units of the default currency → decimal amount in a currency with `rate`, rounded to 2 places. */
export function toDisplay(minor: Minor, rate = 1): number {
  return Math.round(minor * rate) / MINOR_PER_MAJOR;
}

/** A decimal amount typed in a display currency (rate) → minor units of the default currency. */
export function fromDisplay(major: number, rate = 1): Minor {
  if (!(rate > 0)) throw new RangeError('rate must be positive');
  return Math.round((major * MINOR_PER_MAJOR) / rate);
}

/** Percentage of an amount, rounded to whole minor units. */
export function percentOf(minor: Minor, percent: number): Minor {
  return Math.round((minor * percent) / 100);
}

export interface CurrencyFormat {
  symbol: string;
  position?: 'before' | 'after' | string;
}

/** Human text for an amount already in display units, e.g. "$12.50" or "12.50 €". */
export function formatMoney(amount: number, currency: CurrencyFormat, locale = 'en'): string {
  const digits = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return currency.position === 'after' ? `${digits} ${currency.symbol}` : `${currency.symbol}${digits}`;
}
