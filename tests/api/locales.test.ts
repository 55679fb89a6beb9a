import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness';

let dev: TestApi;
let prod: TestApi;
beforeAll(async () => {
  [dev, prod] = await Promise.all([startTestApi(), startTestApi({ recordMissingKeys: false })]);
});
afterAll(() => Promise.all([dev.close(), prod.close()]));

describe('translation files', () => {
  it('GET /locales/{lng}/{ns}.json serves the bundled texts', async () => {
    const en = await dev.call('GET', '/locales/en/translation.json');
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toMatch(/application\/json/);
    const bundle = JSON.parse(fs.readFileSync(path.join('public', 'locales', 'ar', 'errors.json'), 'utf8'));
    expect((await dev.call('GET', '/locales/ar/errors.json')).body).toEqual(bundle);
    for (const bad of ['/locales/xx/translation.json', '/locales/en/secrets.json', '/locales/en/translation', '/locales/en/..%2F..%2Fpackage.json']) {
      const res = await dev.call('GET', bad);
      expect([400, 404], bad).toContain(res.status);
      expect(res.body.status, bad).toBe(false);
    }
  });

  it('POST /locales/add/{lng}/{ns} records missing keys in development, beside the data (not the bundle)', async () => {
    const res = await dev.call('POST', '/locales/add/fr/translation', { body: { 'profile.brand.new.key': 'Brand new', 'profile.title': 'already there' } });
    expect(res.status).toBe(200);
    expect(res.body.data.added).toEqual(['profile.brand.new.key']);
    const file = path.join(dev.config.dataDir, 'locales-missing', 'fr', 'translation.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ 'profile.brand.new.key': 'Brand new' });
    expect((await dev.call('POST', '/locales/add/fr/translation', { body: { 'profile.brand.new.key': 'x' } })).body.data.added).toEqual([]);
    for (const [url, body] of [['/locales/add/xx/translation', {}], ['/locales/add/en/other', {}], ['/locales/add/en/translation', ['a']], ['/locales/add/en/translation', { a: 1 }]] as const) {
      expect((await dev.call('POST', url, { body })).status, url).toBe(400);
    }
  });

  it('answers 404 to POST /locales/add in production and writes nothing', async () => {
    const res = await prod.call('POST', '/locales/add/en/translation', { body: { 'some.key': 'x' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    expect(fs.existsSync(path.join(prod.config.dataDir, 'locales-missing'))).toBe(false);
    expect((await prod.call('GET', '/locales/en/translation.json')).status).toBe(200);
  });
});
