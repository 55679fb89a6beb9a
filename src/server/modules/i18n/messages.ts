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

type Bundles = Map<string, Map<string, string>>;

/**
 * Error texts in the caller's language from the translations table. The whole `errors` group is loaded at
 * once and cached for a minute: the locale comes straight from the request, so a cache or a query per
 * distinct value would let junk `lang` values grow memory and cost a query each.
 */
export function createMessages(db: Db): Messages {
  let cached: { at: number; bundles: Promise<Bundles> } | null = null;
  const load = () =>
    db
      .select({ locale: translations.locale, key: translations.key, value: translations.value })
      .from(translations)
      .where(and(eq(translations.group, 'errors'), eq(translations.status, true)))
      .then((rows) => {
        const bundles: Bundles = new Map();
        for (const r of rows) {
          if (!bundles.has(r.locale)) bundles.set(r.locale, new Map());
          bundles.get(r.locale)!.set(r.key, r.value ?? '');
        }
        return bundles;
      });
  const bundles = () => {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.bundles;
    const entry = { at: Date.now(), bundles: load() };
    entry.bundles.catch(() => {
      if (cached === entry) cached = null;
    });
    cached = entry;
    return entry.bundles;
  };
  return {
    async error(locale, key, fallback) {
      try {
        const all = await bundles();
        return all.get(locale)?.get(key) || all.get('en')?.get(key) || fallback;
      } catch {
        return fallback;
      }
    },
    reset: () => {
      cached = null;
    },
  };
}
