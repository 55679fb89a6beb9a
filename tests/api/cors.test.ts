import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '@/server/config';
import { signInDemo, startTestApi, type TestApi } from './harness';

// Another web client of the contract, served from its own origin (issue 19).
const CLIENT = 'http://client.example:3001';
const STRANGER = 'https://evil.example';

describe('CORS for listed origins', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi({ corsOrigins: [CLIENT] });
    token = await signInDemo(api);
  });
  afterAll(() => api.close());

  it('echoes a listed origin on reads, errors and writes, never *', async () => {
    for (const [method, p] of [['GET', '/rest/settings'], ['GET', '/rest/shops/999999'], ['GET', '/dashboard/user/profile/show']] as const) {
      const res = await api.call(method, p, { headers: { origin: CLIENT } });
      expect(res.headers.get('access-control-allow-origin'), `${method} ${p}`).toBe(CLIENT);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      expect(res.headers.get('vary')).toContain('Origin');
    }
    const withToken = await api.call('GET', '/dashboard/user/profile/show', { token, headers: { origin: CLIENT } });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });

  it('answers a preflight with the methods, the headers clients send and a max age', async () => {
    const res = await api.call('OPTIONS', '/dashboard/user/orders', {
      headers: { origin: CLIENT, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(CLIENT);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['authorization', 'content-type', 'idempotency-key', 'accept-language']) expect(allowed).toContain(h);
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('gives other origins nothing', async () => {
    const read = await api.call('GET', '/rest/settings', { headers: { origin: STRANGER } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await api.call('OPTIONS', '/dashboard/user/orders', { headers: { origin: STRANGER, 'access-control-request-method': 'POST' } });
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('trusts a listed origin with cookie writes, and refuses an unlisted one', async () => {
    const cookie = `access_token=${encodeURIComponent(`Bearer ${token}`)}`;
    const body = { firebase_token: 'web-push-token-1' };
    const listed = await api.call('POST', '/dashboard/user/profile/firebase/token/update', { body, headers: { cookie, origin: CLIENT, host: '127.0.0.1' } });
    expect(listed.status).toBe(200);
    const stranger = await api.call('POST', '/dashboard/user/profile/firebase/token/update', { body, headers: { cookie, origin: STRANGER, host: '127.0.0.1' } });
    expect(stranger.status).toBe(403);
  });

  it('lets other origins show stored images', async () => {
    const dir = path.join(api.config.dataDir, 'storage', 'images', 'cors');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'pixel.webp'), Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00', 'latin1'));
    const res = await api.call('GET', '/storage/images/cors/pixel.webp', { headers: { origin: CLIENT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const json = await api.call('GET', '/rest/settings');
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

const env = (origins: string) => ({ NODE_ENV: 'test', CORS_ORIGINS: origins }) as NodeJS.ProcessEnv;

describe('CORS off by default', () => {
  it('sends no CORS headers when CORS_ORIGINS is empty', async () => {
    const api = await startTestApi();
    try {
      const res = await api.call('OPTIONS', '/rest/settings', { headers: { origin: CLIENT, 'access-control-request-method': 'GET' } });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('vary')).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('refuses a malformed CORS_ORIGINS entry at start', () => {
    expect(() => readConfig(env('app.example.com'))).toThrow(/CORS_ORIGINS/);
    expect(() => readConfig(env('https://app.example.com/path'))).toThrow(/CORS_ORIGINS/);
    expect(readConfig(env('https://App.Example.com/, http://localhost:3001')).corsOrigins).toEqual(['https://app.example.com', 'http://localhost:3001']);
  });
});
