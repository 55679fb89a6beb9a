import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_NS, type TFunction, type Translator } from './translator';

export type { TFunction } from './translator';

/**
 * The storefront's `useTranslation`: `{ t, i18n }` from one context value shared by every component (made once
 * per render and language, not per component: a per-component copy was the largest single cost of server
 * rendering a page). Every component re-renders when the language changes or texts are added (missing-texts.ts).
 * `i18n` is our own small translator (translator.ts, ADR 0019), not an i18next instance.
 */
export interface Texts {
  t: TFunction;
  i18n: Translator | null;
}

const TextsContext = createContext<Texts | null>(null);
const versions = new WeakMap<Translator, number>();

const keyOnly: TFunction = (key) => (Array.isArray(key) ? key[0] : key);
const outsideProvider: Texts = { t: keyOnly, i18n: null };

function watch(translator: Translator) {
  return (onChange: () => void) =>
    translator.subscribe(() => {
      versions.set(translator, (versions.get(translator) ?? 0) + 1);
      onChange();
    });
}

/** Provides the shared translator; one subscription per page, not per component. */
export function TextsProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  const subscribe = useMemo(() => watch(translator), [translator]);
  const version = useSyncExternalStore(
    subscribe,
    () => versions.get(translator) ?? 0,
    () => 0,
  );
  const language = translator.language;
  // A new value (and `t`) whenever the texts or the language change, so memoised components update too: the
  // dependencies are the change signals themselves, not inputs of the memoised call.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo<Texts>(() => ({ t: translator.getFixedT(DEFAULT_NS), i18n: translator }), [translator, version, language]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** `{ t, i18n }` for the page's language (outside the provider, e.g. a bare test render, keys as they are). */
export function useTranslation(): Texts {
  return useContext(TextsContext) ?? outsideProvider;
}
