// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { watchMissingTexts } from './missing-texts';
import { Translator } from './translator';

/** A translator holding only a page's shipped subset, like the browser after per-page keys. */
const pageTranslator = () => new Translator({ lng: 'ar', fallbackLng: 'en', resources: { ar: { translation: { shipped: 'مرسل' } } } });
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('missing translation keys (per-page subsets)', () => {
  it('fetches the whole bundle once for keys the page lacks, retrying a 5xx, and adds only the missing texts', async () => {
    const i18n = pageTranslator();
    const statuses = [503, 200];
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string) => {
      calls.push(url);
      const status = statuses[Math.min(calls.length - 1, 1)];
      return new Response(JSON.stringify({ shipped: 'from file', 'built.at.run.time': 'نص', 'items.count_few': '{{count}} عناصر', 'items.count_other': '{{count}} عنصر' }), { status });
    }) as unknown as typeof globalThis.fetch;
    const added = vi.fn();
    i18n.subscribe(added);
    watchMissingTexts(i18n, { fetch, sleep: async () => {}, baseDelayMs: 1 });
    expect(i18n.t('built.at.run.time')).toBe('built.at.run.time');
    expect(i18n.t('another.missing')).toBe('another.missing');
    expect(i18n.t('items.count', { count: 3 })).toBe('items.count');
    await vi.waitFor(() => expect(i18n.t('built.at.run.time')).toBe('نص'));
    expect(i18n.t('items.count', { count: 3 })).toBe('3 عناصر'); // a plural key brings its forms
    expect(calls).toEqual(['/locales/ar/translation.json', '/locales/ar/translation.json']);
    expect(added).toHaveBeenCalledTimes(1); // React re-renders once
    expect(i18n.t('shipped')).toBe('مرسل'); // the page's own (database-edited) text is never overwritten
    i18n.t('later.miss');
    await tick();
    expect(calls).toHaveLength(2); // the bundle is fetched once per language and namespace
  });

  it('gives up on a 4xx without retrying, and keeps showing the key', async () => {
    const i18n = pageTranslator();
    const fetch = vi.fn(async () => new Response('no', { status: 404 })) as unknown as typeof globalThis.fetch;
    watchMissingTexts(i18n, { fetch, sleep: async () => {}, baseDelayMs: 1 });
    i18n.t('x.y');
    await tick();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.t('x.y')).toBe('x.y');
    // A re-render misses the key again: the 404 stands, nothing is asked again.
    i18n.t('x.y');
    await tick();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again on a later miss once the retries of an unreachable file are spent', async () => {
    const i18n = pageTranslator();
    const fetch = vi.fn(async () => new Response('busy', { status: 503 })) as unknown as typeof globalThis.fetch;
    watchMissingTexts(i18n, { fetch, sleep: async () => {}, baseDelayMs: 1, retries: 1 });
    i18n.t('x.y');
    await tick();
    expect(fetch).toHaveBeenCalledTimes(2);
    i18n.t('x.y');
    await tick();
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
