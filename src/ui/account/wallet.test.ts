import { describe, expect, it } from 'vitest';
import type { Currency } from '../types/api';
import { displayName, walletBalanceText } from './wallet';

const CURRENCIES: Currency[] = [
  { id: 1, symbol: '$', title: 'US Dollar', rate: 1, default: true, position: 'before' },
  { id: 2, symbol: '€', title: 'Euro', rate: 0.92, default: false, position: 'after' },
];

describe('walletBalanceText', () => {
  it('formats with the wallet currency symbol and its position', () => {
    expect(walletBalanceText({ id: 1, uuid: 'w', price: 125.5, symbol: '$', currency: { id: 1, symbol: '$' } }, CURRENCIES, 'en')).toBe('$125.50');
    expect(walletBalanceText({ id: 1, uuid: 'w', price: 10, symbol: '€', currency: { id: 2, symbol: '€' } }, CURRENCIES, 'en')).toBe('10.00 €');
  });

  it('uses the default currency when the wallet names none', () => {
    expect(walletBalanceText({ id: 1, uuid: 'w', price: 3 }, CURRENCIES, 'en')).toBe('$3.00');
  });

  it('keeps an unknown symbol before the amount', () => {
    expect(walletBalanceText({ id: 1, uuid: 'w', price: 1, symbol: '£' }, CURRENCIES, 'en')).toBe('£1.00');
  });

  it('is null without a wallet', () => {
    expect(walletBalanceText(undefined, CURRENCIES, 'en')).toBeNull();
  });
});

describe('displayName', () => {
  it('joins first and last name, or falls back to email/phone', () => {
    expect(displayName({ firstname: 'Alex', lastname: 'Morgan' })).toBe('Alex Morgan');
    expect(displayName({ firstname: ' ', email: 'a@b.test' })).toBe('a@b.test');
    expect(displayName({ phone: '+12025550100' })).toBe('+12025550100');
  });
});
