import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Translatable entities answer with one `translation` chosen by `lang`, falling back to English and then to
 * whatever exists (contract §2).
 */
export function pickTranslation<T extends { locale: string }>(rows: T[], locale: string, fallback = 'en'): T | undefined {
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === fallback) ?? rows[0];
}

/** The locales to load for one answer. */
export const wantedLocales = (locale: string, fallback = 'en') => (locale === fallback ? [locale] : [locale, fallback]);

/**
 * The same two locales as the values of a prepared statement's `inWantedLocales` (nulls: no text wanted). Two
 * scalars, not an array: PostgreSQL's generic plan of `= any($array)` guesses 10 elements, the custom one counts
 * 1 or 2, so a statement with translations looked dearer generic and was planned again on every call (ADR 0042).
 */
export const wantedLocaleValues = (locale: string | undefined, fallback = 'en') => ({ locale: locale ?? null, fallbackLocale: locale ? fallback : null });

/** `column in ($locale, $fallbackLocale)`, filled by wantedLocaleValues. */
export const inWantedLocales = (column: SQL | AnyColumn) => sql`${column} in (${sql.placeholder('locale')}, ${sql.placeholder('fallbackLocale')})`;
