// @vitest-environment jsdom
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { watchMissingTexts } from './missing-texts';

/** A real i18next instance holding only a page's shipped subset, like the browser after per-page keys. */
async function pageInstance() {
  const i18n = createInstance();
  await i18n.init({ lng: 'ar', fallbackLng: 'en', keySeparator: false, nsSeparator: false, resources: { ar: { translation: { shipped: 'مرسل' } } } });
  return i18n;
}
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('missing translation keys (per-page subsets)', () => {
  it('fetches the whole bundle once for keys the page lacks, retrying a 5xx, and adds only the missing texts', async () => {
    const i18n = await pageInstance();
    const statuses = [503, 200];
    const calls: string[] = [];
    const fetch = vi.fn(async (url: string) => {
      calls.push(url);
      const status = statuses[Math.min(calls.length - 1, 1)];
      return new Response(JSON.stringify({ shipped: 'from file', 'built.at.run.time': 'نص' }), { status });
    }) as unknown as typeof globalThis.fetch;
    const added = vi.fn();
    i18n.store.on('added', added);
    watchMissingTexts(i18n, { fetch, sleep: async () => {}, baseDelayMs: 1 });
    expect(i18n.t('built.at.run.time')).toBe('built.at.run.time');
    expect(i18n.t('another.missing')).toBe('another.missing');
    await vi.waitFor(() => expect(i18n.t('built.at.run.time')).toBe('نص'));
    expect(calls).toEqual(['/locales/ar/translation.json', '/locales/ar/translation.json']);
    expect(added).toHaveBeenCalledTimes(1); // React re-renders once (bindI18nStore 'added')
    expect(i18n.options.react?.bindI18nStore).toBe('added');
    expect(i18n.t('shipped')).toBe('مرسل'); // the page's own (database-edited) text is never overwritten
    i18n.t('later.miss');
    await tick();
    expect(calls).toHaveLength(2); // the bundle is fetched once per language and namespace
  });

  it('gives up on a 4xx without retrying, and keeps showing the key', async () => {
    const i18n = await pageInstance();
    const fetch = vi.fn(async () => new Response('no', { status: 404 })) as unknown as typeof globalThis.fetch;
    watchMissingTexts(i18n, { fetch, sleep: async () => {}, baseDelayMs: 1 });
    i18n.t('x.y');
    await tick();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.t('x.y')).toBe('x.y');
  });
});
