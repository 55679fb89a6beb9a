import { useMemo } from 'react';
import type { i18n as I18n } from 'i18next';

type Store = Record<string, Record<string, Record<string, string>>>;

/**
 * Every page ships only its own keys (page-translations.ts). next-i18next adds a later page's bundle only for a
 * namespace the browser has not seen yet, so after a client-side navigation the new page's keys are merged in
 * here, before the page renders (silently: this runs during render, where no other component may be updated).
 */
export function usePageTexts(i18n: I18n, pageProps: object): void {
  const store = (pageProps as { _nextI18Next?: { initialI18nStore?: Store } })._nextI18Next?.initialI18nStore;
  useMemo(() => {
    if (!store || !i18n?.addResourceBundle) return;
    for (const [lng, byNs] of Object.entries(store)) {
      for (const [ns, texts] of Object.entries(byNs)) {
        // The instance made from these very props already holds them (every server render): copying the bundle
        // into itself changed nothing and cost a deep copy of the page's texts per request.
        if (i18n.store?.data?.[lng]?.[ns] === texts) continue;
        i18n.addResourceBundle(lng, ns, texts, true, true, { silent: true, skipCopy: false });
      }
    }
  }, [i18n, store]);
}
