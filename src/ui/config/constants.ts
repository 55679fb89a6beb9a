/**
 * Business constants and limits of the storefront (spec §9). One place so the UI, the store and the tests
 * agree on the numbers; change a value here, never inline it elsewhere.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const DEFAULT_LANGUAGE = 'en';

/** Default map position (near Washington, DC) until the user picks a location. */
export const DEFAULT_LOCATION = { lat: 38.9120424, lng: -77.035308 } as const;
/** The same point in the "lat,lng" form the settings store and the API use. */
export const DEFAULT_LOCATION_STRING = `${DEFAULT_LOCATION.lat},${DEFAULT_LOCATION.lng}`;

export const AVATAR_SIZE = 60;

/** Layout switches to the wide (desktop) header and modals at this width and above. */
export const WIDE_BREAKPOINT = 1140;
/** Widths handed to SSR media queries per user-agent class, so server markup matches the device. */
export const SIMULATED_WIDTHS = { mobile: 360, tablet: 768, desktop: 1140 } as const;

export const SEARCH_HISTORY_LIMIT = 5;

export const COOKIE_MAX_AGE_DAYS = 7;
/** Cookie lifetimes (`Max-Age` is in seconds). */
export const COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

/** redux-persist gives up restoring after this long and starts with the initial state. */
export const PERSIST_TIMEOUT_MS = 5000;

export const HTTP_TIMEOUT_MS = 16_000;

/** React Query defaults: data is fresh for 1 h, kept 5 h, never refetched on focus or retried. */
export const QUERY = {
  staleTime: 1 * HOUR_MS,
  gcTime: 5 * HOUR_MS,
  refetchOnWindowFocus: false,
  retry: false,
} as const;

export const TOAST = { position: 'top-right', autoClose: 5000 } as const;

export const UI_VARIANTS = [1, 2, 3, 4] as const;
export type UiVariant = (typeof UI_VARIANTS)[number];
export const DEFAULT_UI_VARIANT: UiVariant = 1;

export const GROUP_PASSWORD_MIN = 6;

/** Sign-in token upkeep (spec §9): refresh ahead of expiry, with a doubling backoff after errors. */
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * MINUTE_MS;
/** A token is treated as expired this much before its real expiry, to absorb clock skew. */
export const TOKEN_EXPIRY_SKEW_MS = 30 * SECOND_MS;
export const TOKEN_REFRESH_BACKOFF = {
  initialMs: 30 * SECOND_MS,
  factor: 2,
  maxMs: 960 * SECOND_MS,
} as const;
/** Timeouts of the sign-in network calls; mobile networks get twice as long. */
export const AUTH_NETWORK_TIMEOUT_MS = { default: 30 * SECOND_MS, mobile: 60 * SECOND_MS } as const;
