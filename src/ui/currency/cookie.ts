import type { Currency } from '../types/api';

/**
 * The visitor's currency choice lives in this cookie (read by getServerSideProps, so the first HTML is priced
 * in it) and in the persisted Redux `currency` slice (what the browser renders from). Server code and the
 * lazily loaded switch read it; nothing here is on a page's first load.
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

/** The cookie's id when it names an offered currency, else null (the default applies). */
export function chosenCurrencyId(list: readonly Currency[], cookie: string | null | undefined): number | null {
  const id = parseCurrencyId(cookie);
  return id !== null && list.some((c) => c.id === id) ? id : null;
}

/** The cookie as the browser holds it now (the last choice made in any tab). */
export function browserCurrencyCookie(): number | null {
  const match = new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`).exec(document.cookie);
  return parseCurrencyId(match?.[1]);
}
