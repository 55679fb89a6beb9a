import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig as readServerConfig } from '../../src/server/config';
import { startTestApi, type TestApi } from './harness';

/**
 * The Nominatim and Google adapters behind the same routes, against a local fixture server that answers the
 * way those services do (no internet). A service that fails or times out is 503 in the envelope, never 500.
 */

const seen: URL[] = [];
let mode: 'ok' | 'fail' | 'slow' = 'ok';

const nominatimPlace = { lat: '38.9001', lon: '-77.0301', display_name: '12 Fixture Road, Testville', address: { road: 'Fixture Road', house_number: '12' } };
const googleResult = {
  formatted_address: '34 Sample Avenue, Testville',
  geometry: { location: { lat: 38.8, lng: -77.1 } },
  address_components: [{ long_name: '34', types: ['street_number'] }, { long_name: 'Sample Avenue', types: ['route'] }],
};

function answer(url: URL): unknown {
  if (url.pathname.endsWith('/search')) return [nominatimPlace, { lat: 'x', lon: '1', display_name: 'broken' }];
  if (url.pathname.endsWith('/reverse')) return url.searchParams.get('lat') === '0' ? { error: 'Unable to geocode' } : nominatimPlace;
  if (url.pathname === '/maps/api/geocode/json') {
    if (url.searchParams.get('key') !== 'test-key') return { status: 'REQUEST_DENIED' };
    return url.searchParams.get('latlng') === '0,0' ? { status: 'ZERO_RESULTS', results: [] } : { status: 'OK', results: [googleResult] };
  }
  return null;
}

const fixture = http.createServer((req, res) => {
  const url = new URL(req.url!, 'http://fixture');
  seen.push(url);
  if (mode === 'slow') return void setTimeout(() => res.end('[]'), 1500);
  if (mode === 'fail') return void res.writeHead(502).end('bad gateway');
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(url)));
});
let base: string;
let nominatim: TestApi;
let google: TestApi;
let badKey: TestApi;

beforeAll(async () => {
  await new Promise<void>((r) => fixture.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
  const geo = (provider: 'nominatim' | 'google', apiKey: string | null) => ({ geocoder: { provider, url: `${base}/nominatim`, apiKey, timeoutMs: 500 } });
  nominatim = await startTestApi(geo('nominatim', null));
  google = await startTestApi({ geocoder: { ...geo('google', 'test-key').geocoder, url: base } });
  badKey = await startTestApi({ geocoder: { ...geo('google', 'wrong').geocoder, url: base } });
});
afterAll(async () => {
  await Promise.all([nominatim?.close(), google?.close(), badKey?.close()]);
  fixture.close();
});

describe('Nominatim adapter', () => {
  it('searches and drops entries without a usable point', async () => {
    mode = 'ok';
    const res = await nominatim.call('GET', '/rest/geocode/search?q=fixture&limit=4&lang=ar');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ label: '12 Fixture Road, Testville', street: 'Fixture Road', house: '12', kind: 'address', location: { latitude: 38.9001, longitude: -77.0301 } }]);
    const asked = seen.at(-1)!;
    expect(asked.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: 'fixture', limit: '4', format: 'jsonv2', 'accept-language': 'ar' });
  });

  it('reverses a point, and answers 404 where the service finds nothing', async () => {
    expect((await nominatim.call('GET', '/rest/geocode/reverse?lat=38.9&lng=-77.03')).body.data.label).toBe('12 Fixture Road, Testville');
    expect((await nominatim.call('GET', '/rest/geocode/reverse?lat=0&lng=0')).status).toBe(404);
  });

  it('answers 503 in the envelope when the service fails or is too slow', async () => {
    for (const m of ['fail', 'slow'] as const) {
      mode = m;
      const res = await nominatim.call('GET', '/rest/geocode/search?q=fixture');
      expect(res.status, m).toBe(503);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_503' });
    }
    mode = 'ok';
  });
});

describe('Google adapter', () => {
  it('searches and reverses through the Geocoding API with the key', async () => {
    mode = 'ok';
    const res = await google.call('GET', '/rest/geocode/search?q=sample');
    expect(res.body.data[0]).toEqual({ label: '34 Sample Avenue, Testville', street: 'Sample Avenue', house: '34', kind: 'address', location: { latitude: 38.8, longitude: -77.1 } });
    expect(seen.at(-1)!.searchParams.get('address')).toBe('sample');
    expect((await google.call('GET', '/rest/geocode/reverse?lat=38.8&lng=-77.1')).body.data.label).toBe('34 Sample Avenue, Testville');
    expect((await google.call('GET', '/rest/geocode/reverse?lat=0&lng=0')).status).toBe(404);
  });

  it('answers 503 when Google refuses the key', async () => {
    expect((await badKey.call('GET', '/rest/geocode/search?q=sample')).status).toBe(503);
  });
});

describe('configuration', () => {
  it('defaults to the built-in gazetteer and refuses an adapter without its URL or key', () => {
    const readConfig = (env: Record<string, string>) => readServerConfig(env as NodeJS.ProcessEnv);
    expect(readConfig({}).geocoder.provider).toBe('builtin');
    expect(() => readConfig({ GEOCODER: 'nominatim' })).toThrow(/GEOCODER_URL/);
    expect(() => readConfig({ GEOCODER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
    expect(() => readConfig({ GEOCODER: 'bing' })).toThrow(/GEOCODER/);
    expect(readConfig({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: 'k' }).geocoder).toMatchObject({ url: 'https://maps.googleapis.com', apiKey: 'k' });
  });
});
