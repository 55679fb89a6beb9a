import { useMemo, useState } from 'react';
import { Translator, type Resources } from './translator';

interface NextI18NextProps {
  initialI18nStore?: Resources;
  initialLocale?: string;
  userConfig?: { fallbackLng?: unknown } | null;
}

/**
 * The app's one translator (kept across client-side navigations), fed from the page's `_nextI18Next` props, which
 * the server still builds with next-i18next (page-translations.ts). Every page ships only its own keys, so each
 * page's texts are merged in, and the page's language switched to, before the page renders (silently: this runs
 * during render, where no other component may be updated; the provider reads the language and remounts `t`).
 */
export function usePageTranslator(pageProps: object, routerLocale: string | undefined): Translator {
  const props = (pageProps as { _nextI18Next?: NextI18NextProps })._nextI18Next;
  const store = props?.initialI18nStore;
  const locale = props?.initialLocale ?? routerLocale ?? 'en';
  const [translator] = useState(() => {
    const fallback = props?.userConfig?.fallbackLng;
    return new Translator({ lng: locale, fallbackLng: typeof fallback === 'string' ? fallback : 'en' });
  });
  useMemo(() => {
    for (const [lng, byNs] of Object.entries(store ?? {})) {
      for (const [ns, texts] of Object.entries(byNs)) translator.addResourceBundle(lng, ns, texts, true, true);
    }
  }, [translator, store]);
  translator.changeLanguage(locale, true);
  return translator;
}
