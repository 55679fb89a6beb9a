import type { SuccessResponse } from '@/contract/envelope';
import { inProcessDispatcher } from '@/contract/in-process';
import type { Currency, Language, SettingRow } from '../types/api';
import { createServerClient } from '../http/server-client';
import { registerCacheReset } from './cache-resets';

/**
 * Settings, languages, currencies and UI texts change rarely: one copy per server process. The built-in API
 * empties it when they change (a PostgreSQL NOTIFY, see cache-resets.ts), so the lifetime is only a safety net;
 * an external backend sends no such word, so there the copy lives 30 s.
 */
const TTL_MS = () => (inProcessDispatcher() ? 10 * 60_000 : 30_000);

export interface PublicData {
  settings: Record<string, string>;
  languages: Language[];
  currencies: Currency[];
  /** The API's texts for one locale, merged over the bundled ones. */
  translations: Record<string, string>;
}

const cache = new Map<string, { at: number; value: Promise<PublicData> }>();
registerCacheReset(() => cache.clear());

async function fetchPublicData(locale: string): Promise<PublicData> {
  const http = createServerClient(undefined, locale);
  const [settings, languages, currencies, translations] = (await Promise.all([
    http.get('rest/settings'),
    http.get('rest/languages/active'),
    http.get('rest/currencies/active'),
    http.get('rest/translations/paginate'),
  ])) as unknown as [SuccessResponse<SettingRow[]>, SuccessResponse<Language[]>, SuccessResponse<Currency[]>, SuccessResponse<Record<string, string>>];
  return {
    settings: Object.fromEntries(settings.data.map((s) => [s.key, s.value])),
    languages: languages.data,
    currencies: currencies.data,
    translations: translations.data,
  };
}

/** Cached per locale; a failed load is not cached, so the next request tries again. */
export function loadPublicData(locale: string): Promise<PublicData> {
  const hit = cache.get(locale);
  if (hit && Date.now() - hit.at < TTL_MS()) return hit.value;
  const value = fetchPublicData(locale);
  cache.set(locale, { at: Date.now(), value });
  value.catch(() => cache.delete(locale));
  return value;
}

const KNOWN_RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** Right-to-left when the language is marked backward (spec §1); known RTL codes when the list is unavailable. */
export function directionOf(locale: string, languages?: Language[]): 'rtl' | 'ltr' {
  const lang = languages?.find((l) => l.locale === locale);
  if (lang) return lang.backward === true || lang.backward === 1 ? 'rtl' : 'ltr';
  return KNOWN_RTL.has(locale) ? 'rtl' : 'ltr';
}
