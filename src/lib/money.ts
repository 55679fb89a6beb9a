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

/**
 * Group and decimal marks of our languages, as ICU prints them (es groups from 5 digits on). Building the
 * first Intl.NumberFormat of a page costs tens of milliseconds (locale data), more than a whole list render.
 */
const MARKS: Record<string, { group: string; decimal: string; minGrouping: number; minus: string }> = {
  en: { group: ',', decimal: '.', minGrouping: 1, minus: '-' },
  ar: { group: ',', decimal: '.', minGrouping: 1, minus: '\u200e-' },
  fr: { group: '\u202f', decimal: ',', minGrouping: 1, minus: '-' },
  es: { group: '.', decimal: ',', minGrouping: 2, minus: '-' },
};
const formatters = new Map<string, Intl.NumberFormat>();

/** `amount` with two decimals in the locale's marks, e.g. "1,234.50" or "1 234,50". */
export function formatDigits(amount: number, locale = 'en'): string {
  const marks = MARKS[locale.split('-')[0]];
  if (!marks || !Number.isFinite(amount)) {
    let formatter = formatters.get(locale);
    if (!formatter) formatters.set(locale, (formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
    return formatter.format(amount);
  }
  // toPrecision first: 1.005 * 100 is 100.4999…, and ICU rounds the decimal the number prints as (1.005 → 1.01).
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const whole = String(Math.floor(cents / 100));
  const grouped = whole.length >= 4 + marks.minGrouping - 1 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group) : whole;
  const sign = amount < 0 && cents > 0 ? marks.minus : '';
  return `${sign}${grouped}${marks.decimal}${String(cents % 100).padStart(2, '0')}`;
}

/** Human text for an amount already in display units, e.g. "$12.50" or "12.50 €". */
export function formatMoney(amount: number, currency: CurrencyFormat, locale = 'en'): string {
  const digits = formatDigits(amount, locale);
  return currency.position === 'after' ? `${digits} ${currency.symbol}` : `${currency.symbol}${digits}`;
}
