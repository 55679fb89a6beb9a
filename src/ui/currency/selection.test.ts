import { describe, expect, it } from 'vitest';
import type { Currency } from '../types/api';
import { chosenCurrencyId, parseCurrencyId } from './cookie';
import { defaultCurrencyOf, pickCurrency } from './selection';

const usd: Currency = { id: 1, symbol: '$', title: 'US Dollar', rate: 1, default: 1, position: 'before' };
const eur: Currency = { id: 2, symbol: '€', title: 'Euro', rate: 0.92, default: 0, position: 'after' };

describe('currency selection', () => {
  it('parses only plain positive ids the API accepts', () => {
    expect(parseCurrencyId('2')).toBe(2);
    for (const raw of [undefined, null, '', '0', '-1', '1.5', 'abc', '2abc', ' 2', '01', '99999999999', '2147483648']) expect(parseCurrencyId(raw)).toBeNull();
    expect(parseCurrencyId('2147483647')).toBe(2_147_483_647);
  });

  it('the default is the flagged currency (0/1 or boolean), else the first', () => {
    expect(defaultCurrencyOf([eur, usd])).toBe(usd);
    expect(defaultCurrencyOf([{ ...eur, default: false }, { ...usd, default: true }])?.id).toBe(1);
    expect(defaultCurrencyOf([eur])).toBe(eur);
    expect(defaultCurrencyOf([])).toBeNull();
  });

  it('picks the chosen currency while it is offered, the default otherwise', () => {
    expect(pickCurrency([usd, eur], 2)).toBe(eur);
    expect(pickCurrency([usd, eur], 9)).toBe(usd);
    expect(pickCurrency([usd, eur], null)).toBe(usd);
  });

  it('keeps a cookie only when it names an offered currency', () => {
    expect(chosenCurrencyId([usd, eur], '2')).toBe(2);
    expect(chosenCurrencyId([usd, eur], '9')).toBeNull();
    expect(chosenCurrencyId([usd, eur], 'x')).toBeNull();
    expect(chosenCurrencyId([usd, eur], undefined)).toBeNull();
  });
});
