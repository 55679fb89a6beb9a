import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackTexts, pageRouteOf, pageTranslations, pickPageKeys } from '../page-translations';
import { pluralBase } from '../plural';
import generated from './generated.json';
import { bundledTranslationKeys, pageSourceFiles, scanPageKeys } from './scan';

const root = process.cwd();
const bundled = bundledTranslationKeys(root);
const SCAN_MS = 60_000; // parses every source file a page reaches
const en = JSON.parse(fs.readFileSync(path.join(root, 'public/locales/en/translation.json'), 'utf8')) as Record<string, string>;

/** `t('key')`, `t("key")`, `i18nKey="key"`: the plain ways a component names a text. */
const CALLS = /\bt\(\s*['"]([^'"]+)['"]|i18nKey=["']([^"']+)["']/g;

describe('per-page translation keys (issue 20: page data ≤ 64 KB)', () => {
  it('generated.json is current (regenerate: npx tsx scripts/page-translation-keys.ts; the build does it)', () => {
    expect(scanPageKeys(root, bundled)).toEqual(generated);
  }, SCAN_MS);

  it("ships every key a page's components (and the layout) name in t('…') calls, for every page", () => {
    const missing: string[] = [];
    for (const [route, files] of pageSourceFiles(root)) {
      const shipped = pickPageKeys(en, route, bundled);
      for (const file of files) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(CALLS)) {
          const key = match[1] ?? match[2];
          // A plural key lives in the files only as its forms (x.count_one, x.count_other): each must ship.
          const forms = key in en ? [key] : Object.keys(en).filter((k) => pluralBase(k) === key && k !== key);
          for (const form of forms) if (!(form in shipped)) missing.push(`${route}: ${form} (${path.relative(root, file)})`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, SCAN_MS);

  it('ships the key families a template names (order.status.${status}) and keeps unknown routes whole', () => {
    const order = pickPageKeys(en, '/orders/[id]', bundled);
    for (const key of Object.keys(en).filter((k) => k.startsWith('order.status.'))) expect(order).toHaveProperty([key]);
    expect(pickPageKeys(en, null, bundled)).toBe(en);
  });

  it('ships a fraction of the catalogue on the home and a restaurant page', () => {
    expect(Object.keys(pickPageKeys(en, '/', bundled)).length).toBeLessThan(Object.keys(en).length / 3);
    expect(Object.keys(pickPageKeys(en, '/restaurant/[id]', bundled)).length).toBeLessThan(Object.keys(en).length / 3);
  });

  it('a key added only in the database (unknown to the scan) still ships', () => {
    expect(pickPageKeys({ ...en, 'admin.added.text': 'x' }, '/', bundled)).toHaveProperty(['admin.added.text'], 'x');
  });
});

describe('pageRouteOf', () => {
  it.each([
    ['/', '/'],
    ['/?v=2', '/'],
    ['/restaurant/7', '/restaurant/[id]'],
    ['/restaurant', '/restaurant'],
    ['/restaurant/7/checkout', '/restaurant/[id]/checkout'],
    ['/orders/3/receipt', '/orders/[id]/receipt'],
    ['/shop-category/abc', '/shop-category/[id]'],
    ['/no/such/page', '/[...slug]'],
  ])('%s is served by %s', (url, route) => {
    expect(pageRouteOf(url)).toBe(route);
  });
});

describe('pageTranslations', () => {
  it('merges the API texts over the bundled ones, cut to the page, with the English fallback for Arabic', async () => {
    const api = { 'app.title': 'Groops API', 'some.unused.key.only.in.bundle': 'x' };
    const props = await pageTranslations('ar', '/', api);
    const store = props._nextI18Next!.initialI18nStore as Record<string, Record<string, Record<string, string>>>;
    expect(store.ar.translation['app.title']).toBe('Groops API');
    // English is the fallback: it ships only where Arabic lacks a text (Arabic has them all), plural forms aside.
    expect(store.en.translation['app.title']).toBeUndefined();
    expect(Object.keys(store.en.translation).every((key) => !(key in store.ar.translation) || /_(zero|one|two|few|many|other)$/.test(key))).toBe(true);
    expect(Object.keys(store.en.errors ?? {}).every((key) => !(key in store.ar.errors))).toBe(true);
    expect(Object.keys(store.ar.translation).length).toBeLessThan(Object.keys(en).length / 3);
    expect(store.ar.errors).toBeDefined();
    expect(await pageTranslations('ar', '/', api)).toBe(props); // built once per text set, locale and page
  });
});

describe('fallbackTexts', () => {
  it('keeps the fallback texts the page language lacks, and every plural form (picked by the fallback own rules)', () => {
    const fallback = { 'a.title': 'A', 'b.title': 'B', 'c.count_one': 'one', 'c.count_other': 'many' };
    const own = { 'a.title': 'أ', 'c.count_one': 'واحد', 'c.count_other': 'كثير' };
    expect(fallbackTexts(fallback, own)).toEqual({ 'b.title': 'B', 'c.count_one': 'one', 'c.count_other': 'many' });
  });
});
