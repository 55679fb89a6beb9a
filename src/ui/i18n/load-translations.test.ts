import { describe, expect, it, vi } from 'vitest';
import { isRetryable, loadTranslations, TranslationLoadError } from './load-translations';

/** A fetch that answers the given statuses in turn (null = the request fails with no response). */
function scripted(statuses: Array<number | null>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    calls.push(url);
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)];
    if (status === null) throw new TypeError('fetch failed');
    return new Response(status === 200 ? JSON.stringify({ 'a.key': 'A' }) : 'x', { status });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}
const noSleep = { sleep: async () => {}, baseDelayMs: 1 };

describe('translation loader retry rule (spec §8)', () => {
  it('classifies statuses: 5xx and no response retry, 4xx never', () => {
    expect([null, 500, 502, 503, 504].map(isRetryable)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 429].map(isRetryable)).toEqual([false, false, false, false, false]);
  });

  it('retries a 5xx and a network failure, then succeeds', async () => {
    const { fetch, calls } = scripted([503, null, 200]);
    await expect(loadTranslations('ar', 'translation', { fetch, ...noSleep })).resolves.toEqual({ 'a.key': 'A' });
    expect(calls).toEqual(['/locales/ar/translation.json', '/locales/ar/translation.json', '/locales/ar/translation.json']);
  });

  it('never retries a 4xx', async () => {
    for (const status of [404, 400, 403]) {
      const { fetch, calls } = scripted([status, 200]);
      const error = await loadTranslations('xx', 'translation', { fetch, ...noSleep }).catch((e) => e);
      expect(error).toBeInstanceOf(TranslationLoadError);
      expect(error).toMatchObject({ status, attempts: 1 });
      expect(calls).toHaveLength(1);
    }
  });

  it('gives up after the retry budget with growing pauses', async () => {
    const { fetch, calls } = scripted([500]);
    const pauses: number[] = [];
    const error = await loadTranslations('en', 'errors', { fetch, retries: 3, baseDelayMs: 100, sleep: async (ms) => void pauses.push(ms) }).catch((e) => e);
    expect(error).toMatchObject({ status: 500, attempts: 4 });
    expect(calls).toHaveLength(4);
    expect(pauses).toEqual([100, 200, 400]);
  });
});
