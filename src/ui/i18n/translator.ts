/**
 * The browser's (and the page render's) translator: a small store in place of an i18next instance on the client
 * (ADR 0019). The server still reads the bundled files with next-i18next (page-translations.ts); a page renders
 * from the texts it ships. It reads texts as i18next did with our settings (flat keys, no escaping):
 * - the page's language first, then the fallback language (English), each with its own plural rules;
 * - `count` picks `key_zero` (count 0) / `key_<CLDR form>` / `key`, in that order, as i18next's lookup does;
 * - `{{name}}` (and `{{- name}}`, `{{name, format}}`) takes the option's value; an unknown name stays as written,
 *   a name given as undefined becomes ''; `$t(other.key)` nests another text;
 * - a miss answers `defaultValue` (also the second argument as a string) or the key, and is reported.
 */
export type TOptions = { ns?: string; count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string | string[], options?: TOptions | string, more?: TOptions) => string;
/** lng → namespace → key → text, the shape of next-i18next's `initialI18nStore`. */
export type Resources = Record<string, Record<string, Record<string, string>>>;
export type MissingKeyHandler = (lngs: readonly string[], ns: string, key: string) => void;

export const DEFAULT_NS = 'translation';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const NESTED = /\$t\(([^()]+?)\)/g;

const pluralRules = new Map<string, Intl.PluralRules | null>();
function pluralForm(lng: string, count: number): string | null {
  if (!pluralRules.has(lng)) {
    let rules: Intl.PluralRules | null = null;
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      // an unknown language code: no plural forms, the key itself is read
    }
    pluralRules.set(lng, rules);
  }
  return pluralRules.get(lng)?.select(count) ?? null;
}

export class Translator {
  language: string;
  readonly fallbackLng: string;
  /** Called for every text not found (saveMissing), with the language on screen first. */
  missingKeyHandler: MissingKeyHandler | null = null;
  private readonly data: Resources;
  private readonly listeners = new Set<() => void>();

  constructor({ lng, fallbackLng = 'en', resources = {} }: { lng: string; fallbackLng?: string; resources?: Resources }) {
    this.language = lng;
    this.fallbackLng = fallbackLng;
    this.data = {};
    for (const [code, byNs] of Object.entries(resources)) for (const [ns, texts] of Object.entries(byNs)) this.addResourceBundle(code, ns, texts, true, true);
  }

  /**
   * Merges texts in (`overwrite` false keeps the ones already there); listeners hear of it unless `silent`. A
   * bundle is never changed in place (a merge makes a new one), so the first bundle of a namespace is kept as
   * given: every server render adds the page's texts to a new translator, and copying them was ~1 % of its CPU.
   */
  addResourceBundle(lng: string, ns: string, texts: Record<string, string>, overwrite: boolean, silent = false): void {
    const byNs = (this.data[lng] ??= {});
    const present = byNs[ns];
    byNs[ns] = !present ? texts : overwrite ? { ...present, ...texts } : { ...texts, ...present };
    if (!silent) this.emit();
  }

  hasText(lng: string, ns: string, key: string): boolean {
    return this.data[lng]?.[ns]?.[key] !== undefined;
  }

  /** Switches the language; `silent` while rendering (the provider reads `language` itself then). */
  changeLanguage(lng: string, silent = false): void {
    if (lng === this.language) return;
    this.language = lng;
    if (!silent) this.emit();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** A `t` bound to a namespace; it reads the language at each call. */
  getFixedT(ns = DEFAULT_NS): TFunction {
    return (key, options, more) => this.t(key, { ns, ...(typeof options === 'string' ? { defaultValue: options } : options), ...more });
  }

  t(keys: string | string[], opts: TOptions = {}, nested = false): string {
    const list = Array.isArray(keys) ? keys : [keys];
    const ns = opts.ns ?? DEFAULT_NS;
    const count = typeof opts.count === 'number' ? opts.count : undefined;
    const codes = [...new Set([this.language, this.fallbackLng])];
    let found: string | undefined;
    for (const key of list) {
      for (const code of codes) {
        found = this.lookup(code, ns, key, count);
        if (found !== undefined) break;
      }
      if (found !== undefined) break;
    }
    if (found === undefined) {
      this.missingKeyHandler?.([this.language], ns, list[list.length - 1]);
      found = opts.defaultValue !== undefined ? String(opts.defaultValue) : list[list.length - 1];
    }
    return this.interpolate(found, opts, nested);
  }

  private lookup(code: string, ns: string, key: string, count: number | undefined): string | undefined {
    const texts = this.data[code]?.[ns];
    if (!texts) return undefined;
    if (count !== undefined) {
      if (count === 0 && texts[`${key}_zero`] != null) return texts[`${key}_zero`];
      const form = pluralForm(code, count);
      if (form && texts[`${key}_${form}`] != null) return texts[`${key}_${form}`];
    }
    return texts[key] ?? undefined;
  }

  private interpolate(text: string, opts: TOptions, nested: boolean): string {
    const replaced = text.replace(PLACEHOLDER, (whole, inner: string) => {
      const name = inner.replace(/^-/, '').split(',')[0].trim();
      const value = opts[name];
      if (value === undefined) return Object.prototype.hasOwnProperty.call(opts, name) ? '' : whole;
      return value === null ? '' : String(value);
    });
    // One level only: a text nesting itself must not loop.
    return !nested && replaced.includes('$t(') ? replaced.replace(NESTED, (_, key: string) => this.t(key.trim(), { ns: opts.ns }, true)) : replaced;
  }

  private emit() {
    for (const listener of [...this.listeners]) listener();
  }
}
