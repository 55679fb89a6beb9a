import { createSlice, type PayloadAction } from '../create-slice';
import type { Currency } from '../types';

/** Selected and base currency. Persisted, so the user's choice survives reloads. */
export interface CurrencyState {
  currency: Currency | null;
  defaultCurrency: Currency | null;
}

export const initialCurrencyState: CurrencyState = { currency: null, defaultCurrency: null };

const currencySlice = createSlice({
  name: 'currency',
  initialState: initialCurrencyState,
  reducers: {
    /**
     * Takes the fresh list from `rest/currencies/active`. The selection is kept (with its fresh rate) while
     * it is still offered; otherwise it falls back to the default, so prices never use a retired currency.
     */
    setCurrencies(state, action: PayloadAction<Currency[]>) {
      const list = action.payload;
      const defaultCurrency = list.find((c) => Boolean(c.default)) ?? null;
      const kept = state.currency ? list.find((c) => c.id === state.currency?.id) : undefined;
      return { defaultCurrency, currency: kept ?? defaultCurrency };
    },
    selectCurrency(state, action: PayloadAction<Currency>) {
      state.currency = action.payload;
    },
  },
  selectors: {
    selectCurrentCurrency: (state) => state.currency,
    selectDefaultCurrency: (state) => state.defaultCurrency,
  },
});

export const { setCurrencies, selectCurrency } = currencySlice.actions;
export const { selectCurrentCurrency, selectDefaultCurrency } = currencySlice.selectors;
export const currencyReducer = currencySlice.reducer;
export default currencySlice;
