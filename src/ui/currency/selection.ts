import type { Currency } from '../types/api';

/** The currency flagged default (the API sends 0/1 or a boolean), else the first one offered. */
export function defaultCurrencyOf(list: readonly Currency[]): Currency | null {
  return list.find((c) => Boolean(c.default)) ?? list[0] ?? null;
}

/** The chosen currency while it is still offered, otherwise the default: prices never use a retired currency. */
export function pickCurrency(list: readonly Currency[], chosenId: number | null | undefined): Currency | null {
  return (chosenId ? list.find((c) => c.id === chosenId) : undefined) ?? defaultCurrencyOf(list);
}
