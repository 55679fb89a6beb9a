import { describe, expect, it } from 'vitest';
import { eur, usd } from '../test-fixtures';
import { currencyReducer as reduce, initialCurrencyState, selectCurrency, setCurrencies } from './currency';

describe('currency slice', () => {
  it('starts with nothing selected', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ currency: null, defaultCurrency: null });
  });

  it('setCurrencies takes the one flagged default (0/1 or boolean) and selects it when nothing is chosen', () => {
    expect(reduce(initialCurrencyState, setCurrencies([eur, usd]))).toEqual({ currency: usd, defaultCurrency: usd });
    const base = { ...eur, default: true };
    const plain = { ...usd, default: false };
    expect(reduce(initialCurrencyState, setCurrencies([plain, base]))).toEqual({ currency: base, defaultCurrency: base });
  });

  it('setCurrencies keeps the selected currency while it is still offered, with its fresh rate', () => {
    const chosen = reduce(reduce(initialCurrencyState, setCurrencies([usd, eur])), selectCurrency(eur));
    const freshEur = { ...eur, rate: 0.95 };
    expect(reduce(chosen, setCurrencies([usd, freshEur]))).toEqual({ currency: freshEur, defaultCurrency: usd });
  });

  it('setCurrencies falls back to the default when the selected currency is gone', () => {
    const chosen = reduce(initialCurrencyState, selectCurrency(eur));
    expect(reduce(chosen, setCurrencies([usd]))).toEqual({ currency: usd, defaultCurrency: usd });
  });

  it('selectCurrency changes only the selection', () => {
    const loaded = reduce(initialCurrencyState, setCurrencies([usd, eur]));
    expect(reduce(loaded, selectCurrency(eur))).toEqual({ currency: eur, defaultCurrency: usd });
  });
});
