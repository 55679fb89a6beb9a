import type { i18n as I18n } from 'i18next';
import { loadTranslations, reportMissingKeys, type Bundle, type LoaderOptions } from './load-translations';

/**
 * The safety net under per-page translation keys (issue 20): a page ships only the keys the build-time scan saw,
 * so a key built at run time can be missing in the browser. When i18next misses one, the language's whole
 * bundle is fetched once from /locales/{lng}/{ns}.json (retried on 5xx or no answer, never on 4xx) and the page
 * re-renders with it. Keys missing even there are reported to /locales/add in development (spec §7).
 */
const watched = new WeakSet<I18n>();

export function watchMissingTexts(i18n: I18n, opts: LoaderOptions = {}): void {
  if (typeof window === 'undefined' || !i18n?.on || watched.has(i18n)) return;
  watched.add(i18n);
  // Components re-render when a bundle is added (usePageTexts adds its bundles silently, during render).
  i18n.options.react = { ...i18n.options.react, bindI18nStore: 'added' };

  const bundles = new Map<string, Promise<Bundle | null>>();
  const waiting = new Map<string, Set<string>>();
  let scheduled = false;

  const bundleOf = (lng: string, ns: string): Promise<Bundle | null> => {
    const id = `${lng}|${ns}`;
    let pending = bundles.get(id);
    if (!pending) {
      pending = loadTranslations(lng, ns, opts).catch(() => {
        bundles.delete(id); // a later miss may try again
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
      const found = Object.fromEntries([...keys].filter((key) => key in bundle).map((key) => [key, bundle[key]]));
      // Never overwrite: the page's shipped texts include the database's edits, the file does not.
      if (Object.keys(found).length) i18n.addResourceBundle(lng, ns, found, true, false);
      const absent = [...keys].filter((key) => !(key in bundle));
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
  // i18next reports misses only with saveMissing; 'current' names the language on screen, not the fallback. A
  // handler of our own also keeps i18next from storing the key as its own text (which would block the real one).
  Object.assign(i18n.options, { saveMissing: true, saveMissingTo: 'current', missingKeyHandler: collect });
}
