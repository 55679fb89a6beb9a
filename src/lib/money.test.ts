import { describe, expect, it } from 'vitest';
import { formatDigits, formatMoney, fromDisplay, percentOf, toDisplay, toMinor } from './money';

describe('money', () => {
  it('keeps amounts in integer minor units and converts only at the edge', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toDisplay(1250)).toBe(12.5);
    expect(toDisplay(25_000, 0.92)).toBe(230);
    expect(toDisplay(199, 3.75)).toBe(7.46);
    expect(fromDisplay(230, 0.92)).toBe(25_000);
    expect(percentOf(1999, 15)).toBe(300);
  });

  it('refuses amounts and rates that are not numbers', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Infinity)).toThrow(RangeError);
    expect(() => fromDisplay(1, 0)).toThrow(RangeError);
  });

  it('formats with the symbol before or after', () => {
    expect(formatMoney(12.5, { symbol: '$', position: 'before' })).toBe('$12.50');
    expect(formatMoney(12.5, { symbol: '€', position: 'after' })).toBe('12.50 €');
  });
});

describe('formatDigits', () => {
  it('prints what Intl.NumberFormat prints in each of our languages', () => {
    const values = [0, 0.5, 1.005, 2.675, 12.345, 999.995, 1234.5, 12345.678, 1234567.5, -12.345, 100, 7.1];
    for (const locale of ['en', 'ar', 'fr', 'es']) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of values) expect(formatDigits(value, locale), `${locale} ${value}`).toBe(intl.format(value));
    }
  });
  it('never prints a minus before zero (Intl would print "-0.00")', () => {
    expect(formatDigits(-0.001, 'en')).toBe('0.00');
  });
  it('falls back to Intl for other languages', () => {
    expect(formatDigits(1234.5, 'de')).toBe(new Intl.NumberFormat('de', { minimumFractionDigits: 2 }).format(1234.5));
  });
});
