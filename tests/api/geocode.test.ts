import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ZONE_POINT } from '../../src/server/seed/data/geo';
import { startTestApi, type TestApi } from './harness';

/** The built-in geocoder over the seeded gazetteer: typed search and map click → nearest street address. */

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

const search = (q: string) => api.call('GET', `/rest/geocode/search?q=${encodeURIComponent(q)}`);

describe('rest/geocode/search', () => {
  it('finds a street from part of its name, one suggestion per street, with a point', async () => {
    const res = await search('lind');
    expect(res.status).toBe(200);
    const [first] = res.body.data;
    expect(first).toMatchObject({ street: 'Linden Street', kind: 'address', label: expect.stringMatching(/^\d+ Linden Street$/) });
    expect(first.location).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
    const streets = res.body.data.map((s: { street: string }) => s.street);
    expect(new Set(streets).size).toBe(streets.length);
  });

  it('narrows to house numbers when one is typed (before or after the name)', async () => {
    for (const q of ['120 Linden', 'linden 120']) {
      const res = await search(q);
      expect(res.body.data[0]).toMatchObject({ label: '120 Linden Street', house: '120' });
    }
  });

  it('finds named places, and ranks names that start with the text first', async () => {
    const res = await search('park');
    expect(res.body.data.map((s: { label: string }) => s.label)).toContain('Juniper Park');
    expect((await search('jun')).body.data[0].street).toMatch(/^Juniper/);
  });

  it('takes % and _ as text, not wildcards, and answers an empty list for no match', async () => {
    expect((await search('%%')).body.data).toEqual([]);
    expect((await search('zzzz nowhere')).body.data).toEqual([]);
  });

  it('honours limit', async () => {
    expect((await api.call('GET', '/rest/geocode/search?q=street&limit=3')).body.data).toHaveLength(3);
  });

  it.each(['q=a', 'q=' + 'x'.repeat(101), '', 'q=ok&limit=0', 'q=ok&limit=11'])('refuses %s with 400', async (qs) => {
    const res = await api.call('GET', `/rest/geocode/search?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
  });
});

describe('rest/geocode/reverse', () => {
  it('turns a point back into the nearest street address', async () => {
    const [s] = (await search('120 Linden')).body.data;
    const near = await api.call('GET', `/rest/geocode/reverse?lat=${(s.location.latitude + 0.0003).toFixed(6)}&lng=${(s.location.longitude - 0.0002).toFixed(6)}`);
    expect(near.status).toBe(200);
    expect(near.body.data.label).toBe('120 Linden Street');
  });

  it('finds the far-away place too (outside every delivery zone)', async () => {
    const res = await api.call('GET', `/rest/geocode/reverse?lat=${NO_ZONE_POINT.latitude}&lng=${NO_ZONE_POINT.longitude}`);
    expect(res.body.data.label).toBe('Saltmarsh Harbor Terminal');
  });

  it('answers 404 where nothing is near', async () => {
    const res = await api.call('GET', '/rest/geocode/reverse?lat=0&lng=0');
    expect(res.status).toBe(404);
    expect(res.body.status).toBe(false);
  });

  it.each(['lat=91&lng=0', 'lat=abc&lng=1', 'lat=1', ''])('refuses %s with 400', async (qs) => {
    expect((await api.call('GET', `/rest/geocode/reverse?${qs}`)).status).toBe(400);
  });
});
