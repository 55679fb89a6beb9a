/**
 * Translatable entities answer with one `translation` chosen by `lang`, falling back to English and then to
 * whatever exists (contract §2).
 */
export function pickTranslation<T extends { locale: string }>(rows: T[], locale: string, fallback = 'en'): T | undefined {
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === fallback) ?? rows[0];
}

/** The locales to load for one answer. */
export const wantedLocales = (locale: string, fallback = 'en') => (locale === fallback ? [locale] : [locale, fallback]);
