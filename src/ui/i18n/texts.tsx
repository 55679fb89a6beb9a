import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The storefront's `useTranslation`: `{ t, i18n }` from one context value shared by every component.
 * react-i18next's hook copies the whole i18n instance (property by property) for each component that mounts,
 * which was the largest single cost of server rendering a page (a fresh mount per component per request,
 * ~9% of the CPU of `/`). Here the translator is made once per render and language, and every component
 * re-renders, as with react-i18next's bindings, when the language changes or texts are added (missing-texts.ts).
 */
export interface Texts {
  t: TFunction;
  i18n: I18n;
}

const TextsContext = createContext<Texts | null>(null);
const versions = new WeakMap<I18n, number>();

const keyOnly = ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction;

type Values = Record<string, string | number | boolean | null | undefined>;

/** Options made of plain values only (`{ price }`, `{ count }`, `{ ns }`): the text is a function of them. */
function plainValues(args: unknown[]): Values | undefined | false {
  if (args.length === 0) return undefined;
  const [options] = args;
  if (args.length > 1 || !options || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return false;
  for (const value of Object.values(options)) if (value !== null && typeof value === 'object') return false;
  return options as Values;
}

/**
 * On the server a page's texts are one object per language, page and text version (page-translations.ts), shared
 * by every request and never changed: a text resolved once is a text for every later render of that page.
 */
const serverTexts = new WeakMap<object, Map<string, string>>();
const SERVER_TEXTS_LIMIT = 20_000;

function foundTextsOf(i18n: I18n): Map<string, string> {
  const store = typeof window === 'undefined' ? (i18n.store?.data as object | undefined) : undefined;
  if (!store) return new Map();
  let found = serverTexts.get(store);
  if (!found || found.size > SERVER_TEXTS_LIMIT) serverTexts.set(store, (found = new Map()));
  return found;
}

/**
 * i18next resolves a key anew on every call (~5% of a rendered page's CPU; cards repeat the same labels). A text
 * asked with plain values is kept: in the browser for the life of this translator (replaced whenever texts are
 * added or the language changes), on the server for the page's shared texts. A key not found (i18next returns the
 * key) is never kept, so a later bundle still fills it.
 */
function remembered(fixed: TFunction, i18n: I18n): TFunction {
  const found = foundTextsOf(i18n);
  return ((key: string | string[], ...rest: unknown[]) => {
    const values = plainValues(rest);
    if (values === false || typeof key !== 'string') return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    const id = values ? `${i18n.language}\u0000${key}\u0000${JSON.stringify(values)}` : `${i18n.language}\u0000${key}`;
    let text = found.get(id);
    if (text === undefined) {
      text = (values ? fixed(key, values) : fixed(key)) as string;
      if (typeof text === 'string' && text !== key) found.set(id, text);
    }
    return text;
  }) as unknown as TFunction;
}

function textsOf(i18n: I18n | undefined): Texts {
  if (!i18n) return { t: keyOnly, i18n: i18n as unknown as I18n };
  return { t: remembered(i18n.getFixedT(null, (i18n.options.defaultNS as string | undefined) ?? 'translation'), i18n), i18n };
}

function watch(i18n: I18n | undefined) {
  return (onChange: () => void) => {
    if (!i18n) return () => {};
    const bump = () => {
      versions.set(i18n, (versions.get(i18n) ?? 0) + 1);
      onChange();
    };
    i18n.on('languageChanged', bump);
    i18n.store?.on('added', bump);
    return () => {
      i18n.off('languageChanged', bump);
      i18n.store?.off('added', bump);
    };
  };
}

/** Provides the shared translator below appWithTranslation's provider; one subscription per page, not per component. */
export function TextsProvider({ children }: { children: ReactNode }) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useMemo(() => watch(i18n), [i18n]);
  const version = useSyncExternalStore(
    subscribe,
    () => (i18n ? (versions.get(i18n) ?? 0) : 0),
    () => 0,
  );
  const language = i18n?.language;
  // A new value (and `t`) whenever the texts or the language change, so memoised components update too: the
  // dependencies are the change signals themselves, not inputs of the memoised call.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => textsOf(i18n), [i18n, version, language]);
  return <TextsContext.Provider value={value}>{children}</TextsContext.Provider>;
}

/** `{ t, i18n }` for the page's language (outside the provider, e.g. Next's bare error pages, made on the spot). */
export function useTranslation(): Texts {
  const shared = useContext(TextsContext);
  const i18n = useContext(I18nContext)?.i18n;
  return shared ?? textsOf(i18n ?? getI18n());
}
