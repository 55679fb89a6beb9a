import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import generated from './page-keys/generated.json';
import { pluralBase } from './plural';

/**
 * Each page ships only the translation keys its components can show (issue 20: page data ≤ 64 KB): the lists
 * come from a build-time scan of the page's imports (src/ui/i18n/page-keys/scan.ts, written before every build).
 * A route the scan does not know ships every key. The errors bundle is small and keyed by API codes: it ships whole.
 */
export type I18nProps = Awaited<ReturnType<typeof serverSideTranslations>>;
type Store = Record<string, Record<string, Record<string, string>>>;

interface PageKeySet {
  keys: Set<string>;
  patterns: RegExp[];
}

const PAGE_KEYS = generated as Record<string, { keys: string[]; patterns: string[] }>;

interface RouteMatcher {
  route: string;
  regex: RegExp;
  /** Static routes win over dynamic ones, and those over catch-alls (Next's order). */
  rank: number;
}

const MATCHERS: RouteMatcher[] = Object.keys(PAGE_KEYS)
  .map((route) => {
    const catchAll = route.includes('[...');
    const dynamic = (route.match(/\[/g) ?? []).length;
    const source = route
      .split('/')
      .map((segment) => (segment.startsWith('[...') ? '.+' : segment.startsWith('[') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return { route, regex: new RegExp(`^${source || '/'}$`), rank: (catchAll ? 1000 : 0) + dynamic };
  })
  .sort((a, b) => a.rank - b.rank);

/** The page route (`/restaurant/[id]`) a resolved URL (`/restaurant/7?x=1`) is served by; null when unknown. */
export function pageRouteOf(resolvedUrl: string): string | null {
  const pathname = resolvedUrl.split(/[?#]/)[0].replace(/(.)\/$/, '$1') || '/';
  return MATCHERS.find((m) => m.regex.test(pathname))?.route ?? null;
}

const keySets = new Map<string, PageKeySet>();

function keySetOf(route: string): PageKeySet {
  let set = keySets.get(route);
  if (!set) {
    const entry = PAGE_KEYS[route];
    keySets.set(route, (set = { keys: new Set(entry.keys), patterns: entry.patterns.map((p) => new RegExp(p)) }));
  }
  return set;
}

/**
 * One language's texts for a page. `bundled` holds the keys of the bundled files, which the scan judged: a key
 * outside them (added in the database only) cannot be judged, so it ships.
 */
export function pickPageKeys(texts: Record<string, string>, route: string | null, bundled: Set<string>): Record<string, string> {
  if (!route || !PAGE_KEYS[route]) return texts;
  const { keys, patterns } = keySetOf(route);
  const picked: Record<string, string> = {};
  for (const key in texts) {
    if (keys.has(key) || keys.has(pluralBase(key)) || !bundled.has(key) || patterns.some((p) => p.test(key))) picked[key] = texts[key];
  }
  return picked;
}

/**
 * The fallback language's texts a page needs: those its own language lacks. Plural forms all stay, as i18next
 * picks a fallback's form by the fallback's own rules (Arabic `_few` missing → English `_other`).
 */
export function fallbackTexts(fallback: Record<string, string>, own: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key in fallback) if (!(key in own) || pluralBase(key) !== key) kept[key] = fallback[key];
  return kept;
}

const bundles = new Map<string, Promise<I18nProps>>();

/** next-i18next's props from the bundled files: read once per locale (per request in development, to see edits). */
function bundledProps(locale: string): Promise<I18nProps> {
  if (process.env.NODE_ENV === 'development') return serverSideTranslations(locale, ['translation', 'errors']);
  let hit = bundles.get(locale);
  if (!hit) {
    bundles.set(locale, (hit = serverSideTranslations(locale, ['translation', 'errors'])));
    hit.catch(() => bundles.delete(locale));
  }
  return hit;
}

/**
 * The page's translation props: bundled texts with the API's (`apiTexts`, for `locale`) merged over them, cut to
 * the page's keys. Cached per API text set (a new one after any change), locale and route: built once, not per request.
 */
const built = new WeakMap<object, Map<string, Promise<I18nProps>>>();

export function pageTranslations(locale: string, route: string | null, apiTexts: Record<string, string>): Promise<I18nProps> {
  let byPage = built.get(apiTexts);
  if (!byPage) built.set(apiTexts, (byPage = new Map()));
  const cacheKey = `${locale} ${route ?? '*'}`;
  let hit = process.env.NODE_ENV === 'development' ? undefined : byPage.get(cacheKey);
  if (!hit) {
    hit = bundledProps(locale).then((props) => {
      const store = props._nextI18Next!.initialI18nStore as Store;
      const bundled = new Set(Object.values(store).flatMap((byNs) => Object.keys(byNs.translation ?? {})));
      const cut: Store = {};
      for (const [lng, byNs] of Object.entries(store)) {
        const texts = lng === locale ? { ...byNs.translation, ...apiTexts } : byNs.translation ?? {};
        cut[lng] = { ...byNs, translation: pickPageKeys(texts, route, bundled) };
      }
      // The fallback language (English) is read only where the page's language lacks a text: ship just those.
      for (const lng of Object.keys(cut)) {
        if (lng === locale || !cut[locale]) continue;
        cut[lng] = Object.fromEntries(Object.entries(cut[lng]).map(([ns, texts]) => [ns, fallbackTexts(texts, cut[locale][ns] ?? {})]));
      }
      // The browser needs the texts, the language and the fallback: not next-i18next's whole server config, whose
      // absolute `localePath` would print the server's directory into every page.
      const { initialLocale, ns, userConfig } = props._nextI18Next!;
      const browserConfig = { fallbackLng: userConfig?.fallbackLng } as typeof userConfig;
      return { _nextI18Next: { initialI18nStore: cut, initialLocale, ns, userConfig: browserConfig } };
    });
    byPage.set(cacheKey, hit);
    hit.catch(() => byPage.delete(cacheKey));
  }
  return hit;
}
