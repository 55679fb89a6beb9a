import type { HttpFailure } from './client-types';

/** What the one client adds to and does with every call, whichever transport carries it (axios or fetch). */
export interface CallRules {
  /** The current language, added as `lang` under explicit params on every call. */
  getLang: () => string;
  /** The visitor's currency, added as `currency_id` unless the call names one: the API prices in it. */
  getCurrencyId?: () => number | null;
  onUnauthorized?: () => void;
  onError?: (failure: HttpFailure) => void;
}

/** `lang` under the call's own params, and the visitor's currency unless the call names one. */
export function paramsWithDefaults(rules: CallRules, given: Record<string, unknown> = {}): Record<string, unknown> {
  const currencyId = given.currency_id ?? rules.getCurrencyId?.();
  return { lang: rules.getLang(), ...given, ...(currencyId ? { currency_id: currencyId } : {}) };
}

/** 401 → onUnauthorized; 403 and the call's expected statuses → nothing extra; anything else → onError. */
export function reportFailure(rules: CallRules, failure: HttpFailure, expectedStatuses?: readonly number[]): HttpFailure {
  if (failure.status === 401) rules.onUnauthorized?.();
  else if (failure.status !== 403 && !expectedStatuses?.includes(failure.status)) rules.onError?.(failure);
  return failure;
}
