import { describe, expect, it } from 'vitest';
import { formatMoney, fromDisplay, percentOf, toDisplay, toMinor } from './money';

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
