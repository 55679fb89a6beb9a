// Per-locale texts of the seed data: every translatable string is a T4 tuple [en, ar, fr, es].
export const SEED_LOCALES = ['en', 'ar', 'fr', 'es'] as const;
export type SeedLocale = (typeof SEED_LOCALES)[number];

/** One text in the four seeded languages, in SEED_LOCALES order. */
export type T4 = readonly [en: string, ar: string, fr: string, es: string];

/** `[{locale, [field]: text}]` rows for a translation table from parallel T4 fields. */
export function trRows<F extends string>(fields: Record<F, T4>): Array<{ locale: string } & Record<F, string>> {
  return SEED_LOCALES.map((locale, i) => {
    const row: Record<string, string> = { locale };
    for (const [name, texts] of Object.entries(fields) as Array<[F, T4]>) row[name] = texts[i];
    return row as { locale: string } & Record<F, string>;
  });
}

/** `{en: ..., ar: ..., fr: ..., es: ...}` (landing page JSON). */
export function byLocale(t: T4): Record<SeedLocale, string> {
  return { en: t[0], ar: t[1], fr: t[2], es: t[3] };
}

/** Maps each language's text (e.g. wraps paragraphs in HTML). */
export function mapT4(t: T4, fn: (text: string, locale: SeedLocale) => string): T4 {
  return [fn(t[0], 'en'), fn(t[1], 'ar'), fn(t[2], 'fr'), fn(t[3], 'es')];
}

/** Joins several T4 texts per language. */
export function joinT4(parts: readonly T4[], sep: string): T4 {
  return mapT4(parts[0], (_t, l) => parts.map((p) => p[SEED_LOCALES.indexOf(l)]).join(sep));
}

/** Paragraphs separated by blank lines → `<p>` HTML (rich-text fields: blogs, pages, careers, policies). */
export function html(t: T4): T4 {
  return mapT4(t, (text) =>
    text
      .split(/\n\s*\n/)
      .map((p) => `<p>${p.trim()}</p>`)
      .join(''),
  );
}
