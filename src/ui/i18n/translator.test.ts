import fs from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { pluralBase } from './plural';
import { Translator, type Resources } from './translator';

/** The browser's translator must read texts exactly as i18next did with next-i18next's settings (ADR 0019). */
const LANGUAGES = ['en', 'ar', 'fr', 'es'];
const NAMESPACES = ['translation', 'errors'];
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join('public/locales', lng, `${ns}.json`), 'utf8')) as Record<string, string>;
const FILES: Resources = Object.fromEntries(LANGUAGES.map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, read(lng, ns)]))]));

function i18next(lng: string, resources: Resources): I18n {
  const i18n = createInstance();
  void i18n.init({ lng, fallbackLng: 'en', resources, keySeparator: false, nsSeparator: false, defaultNS: 'translation', ns: NAMESPACES, interpolation: { escapeValue: false }, initAsync: false });
  return i18n;
}

/** Each language with every third text dropped, so fallbacks to English (and its plural rules) are read too. */
const thinned: Resources = Object.fromEntries(
  Object.entries(FILES).map(([lng, byNs]) => [lng, lng === 'en' ? byNs : Object.fromEntries(Object.entries(byNs).map(([ns, texts]) => [ns, Object.fromEntries(Object.entries(texts).filter((_, i) => i % 3 !== 0))]))]),
);

describe('the translator reads texts as i18next did', () => {
  for (const [label, resources] of [['whole files', FILES], ['thinned files (fallbacks)', thinned]] as const) {
    it(`every key, plural count and language: ${label}`, { timeout: 60_000 }, () => {
      let compared = 0;
      const differ: string[] = [];
      for (const lng of LANGUAGES) {
        const ours = new Translator({ lng, resources });
        const theirs = i18next(lng, resources);
        for (const ns of NAMESPACES) {
          const keys = new Set(Object.keys(FILES.en[ns]).map(pluralBase));
          for (const key of keys) {
            const values = { name: 'Rae', id: 7, price: '$3', from: 'A', to: 'B', amount: 2, shop: 'Corner' };
            for (const opts of [{ ns, ...values }, ...[0, 1, 2, 3, 5, 11, 100, 1.5].map((count) => ({ ns, count, ...values }))]) {
              const [mine, expected] = [ours.t(key, opts), theirs.t(key, opts)];
              if (mine !== expected) differ.push(`${lng} ${ns} ${key} ${JSON.stringify(opts)}: ${mine} ≠ ${expected}`);
              compared++;
            }
          }
        }
      }
      expect(differ).toEqual([]);
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('misses, default values, placeholders and key lists', () => {
    const resources: Resources = { en: { translation: { a: 'A {{x}} {{ y }} {{- z}} {{w, number}}', n: '', plain: 'Plain', nest: 'See $t(plain)' } }, ar: { translation: { a: 'أ {{x}}' } } };
    const ours = new Translator({ lng: 'ar', resources });
    const theirs = i18next('ar', resources);
    const cases: [string | string[], Record<string, unknown> | string | undefined][] = [
      ['a', { x: 1 }],
      ['a', { x: undefined }],
      ['a', {}],
      ['a', { x: null }],
      ['missing', undefined],
      ['missing', 'Fallback {{x}}'],
      ['missing', { defaultValue: 'Default {{x}}', x: 'X' }],
      ['n', undefined],
      [['missing', 'plain'], undefined],
      ['nest', undefined],
      ['plain', { lngIgnored: true, count: 4 }],
    ];
    const t = ours.getFixedT();
    for (const [key, opts] of cases) expect(t(key, opts as never), JSON.stringify([key, opts])).toBe(theirs.t(key as string, opts as never) as unknown as string);
    ours.changeLanguage('en');
    void theirs.changeLanguage('en');
    expect(t('a', { x: 1, y: 2, z: 3, w: 4 })).toBe(theirs.t('a', { x: 1, y: 2, z: 3, w: 4 }));
  });

  it('reports a miss with the language on screen, and tells listeners when texts arrive', () => {
    const ours = new Translator({ lng: 'fr', resources: { en: { translation: { known: 'Known' } } } });
    const missed = vi.fn();
    const heard = vi.fn();
    ours.missingKeyHandler = missed;
    ours.subscribe(heard);
    expect(ours.t('known')).toBe('Known');
    expect(ours.t('late', { ns: 'errors' })).toBe('late');
    expect(missed).toHaveBeenCalledExactlyOnceWith(['fr'], 'errors', 'late');
    ours.addResourceBundle('fr', 'errors', { late: 'Tard' }, false);
    ours.addResourceBundle('fr', 'errors', { late: 'ignored' }, false);
    expect(ours.t('late', { ns: 'errors' })).toBe('Tard');
    expect(heard).toHaveBeenCalledTimes(2);
    ours.changeLanguage('en', true);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('never changes a bundle it was given: later texts merge into a new one (page props are shared by renders)', () => {
    const shipped = Object.freeze({ a: 'A', b: 'B' });
    const ours = new Translator({ lng: 'en' });
    ours.addResourceBundle('en', 'translation', shipped, true, true);
    ours.addResourceBundle('en', 'translation', { b: 'B2', c: 'C' }, true, true);
    ours.addResourceBundle('en', 'translation', { a: 'kept', d: 'D' }, false, true);
    expect([ours.t('a'), ours.t('b'), ours.t('c'), ours.t('d')]).toEqual(['A', 'B2', 'C', 'D']);
    expect(shipped).toEqual({ a: 'A', b: 'B' });
  });
});
