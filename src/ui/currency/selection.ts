import type { Currency } from '../types/api';

/**
 * The visitor's currency choice lives in this cookie (read by getServerSideProps, so the first HTML is priced
 * in it) and in the persisted Redux `currency` slice (what the browser renders from).
 */
export const CURRENCY_COOKIE = 'currency';
/** A year, like the theme: a preference, not a session. */
export const CURRENCY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A cookie value → a currency id the API accepts (1..2^31-1), or null for anything else. */
export function parseCurrencyId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The currency flagged default (the API sends 0/1 or a boolean), else the first one offered. */
export function defaultCurrencyOf(list: readonly Currency[]): Currency | null {
  return list.find((c) => Boolean(c.default)) ?? list[0] ?? null;
}

/** The chosen currency while it is still offered, otherwise the default: prices never use a retired currency. */
export function pickCurrency(list: readonly Currency[], chosenId: number | null | undefined): Currency | null {
  return (chosenId ? list.find((c) => c.id === chosenId) : undefined) ?? defaultCurrencyOf(list);
}

/** The cookie's id when it names an offered currency, else null (the default applies). */
export function chosenCurrencyId(list: readonly Currency[], cookie: string | null | undefined): number | null {
  const id = parseCurrencyId(cookie);
  return id !== null && list.some((c) => c.id === id) ? id : null;
}
