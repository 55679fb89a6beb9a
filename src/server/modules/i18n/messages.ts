import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';

export interface Messages {
  /** The `errors` namespace text for `key` in `locale`, else English, else `fallback`. Never throws. */
  error(locale: string, key: string, fallback: string): Promise<string>;
  /** Forget cached bundles (after translations change). */
  reset(): void;
}

const TTL_MS = 60_000;

/** Error texts in the caller's language from the translations table, cached per locale for a minute. */
export function createMessages(db: Db): Messages {
  const cache = new Map<string, { at: number; bundle: Promise<Map<string, string>> }>();
  const load = (locale: string) =>
    db
      .select({ key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.locale, locale), eq(translations.group, 'errors'), eq(translations.status, true)))
      .then((rows) => new Map(rows.map((r) => [r.key, r.value ?? ''])));
  const bundle = (locale: string) => {
    const hit = cache.get(locale);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.bundle;
    const entry = { at: Date.now(), bundle: load(locale) };
    entry.bundle.catch(() => cache.delete(locale));
    cache.set(locale, entry);
    return entry.bundle;
  };
  return {
    async error(locale, key, fallback) {
      try {
        const own = (await bundle(locale)).get(key);
        if (own) return own;
        return (await bundle('en')).get(key) || fallback;
      } catch {
        return fallback;
      }
    },
    reset: () => cache.clear(),
  };
}
