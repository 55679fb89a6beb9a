import { isRetryable, loadTranslations, reportMissingKeys, TranslationLoadError, type Bundle, type LoaderOptions } from './load-translations';
import { pluralBase } from './plural';
import type { Translator } from './translator';

/**
 * The safety net under per-page translation keys (issue 20): a page ships only the keys the build-time scan saw,
 * so a key built at run time can be missing in the browser. When i18next misses one, the language's whole
 * bundle is fetched once from /locales/{lng}/{ns}.json (retried on 5xx or no answer, never on 4xx) and the page
 * re-renders with it (a plural key brings all its forms). Keys missing even there are reported to /locales/add in development (spec §7).
 */
const watched = new WeakSet<Translator>();

export function watchMissingTexts(i18n: Translator, opts: LoaderOptions = {}): void {
  if (typeof window === 'undefined' || watched.has(i18n)) return;
  watched.add(i18n);

  const bundles = new Map<string, Promise<Bundle | null>>();
  const waiting = new Map<string, Set<string>>();
  let scheduled = false;

  const bundleOf = (lng: string, ns: string): Promise<Bundle | null> => {
    const id = `${lng}|${ns}`;
    let pending = bundles.get(id);
    if (!pending) {
      pending = loadTranslations(lng, ns, opts).catch((error: unknown) => {
        // Unreachable after its retries: a later miss may try again. A 4xx is final: kept, never asked again.
        if (!(error instanceof TranslationLoadError) || isRetryable(error.status)) bundles.delete(id);
        return null;
      });
      bundles.set(id, pending);
    }
    return pending;
  };

  const flush = async () => {
    scheduled = false;
    const batch = [...waiting];
    waiting.clear();
    for (const [id, keys] of batch) {
      const [lng, ns] = id.split('|');
      const bundle = await bundleOf(lng, ns);
      if (!bundle) continue;
      const found = Object.fromEntries(Object.entries(bundle).filter(([key]) => keys.has(key) || keys.has(pluralBase(key))));
      // Never overwrite: the page's shipped texts include the database's edits, the file does not. Components
      // re-render when texts are added (TextsProvider listens).
      if (Object.keys(found).length) i18n.addResourceBundle(lng, ns, found, false);
      const absent = [...keys].filter((key) => !(key in bundle) && !Object.keys(found).some((k) => pluralBase(k) === key));
      if (absent.length) await reportMissingKeys(lng, ns, Object.fromEntries(absent.map((key) => [key, key])), opts);
    }
  };

  const collect = (lngs: readonly string[], ns: string, key: string) => {
    const lng = lngs[0];
    if (!lng || lng === 'cimode') return;
    const id = `${lng}|${ns}`;
    const keys = waiting.get(id) ?? new Set<string>();
    keys.add(key);
    waiting.set(id, keys);
    // Misses arrive while React renders: fetch afterwards, once for the whole batch.
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  };
  // The translator names the language on screen first, not the fallback.
  i18n.missingKeyHandler = collect;
}
