import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, readLatestMessage } from '../../src/server/integrations/sms';
import { startTestApi, type TestApi } from './harness';

/**
 * Failed sign-ins lock their source, not the victim; and a sign-in posted from a foreign site sets no cookie
 * (login CSRF). The loopback peer is a trusted proxy here, so X-Forwarded-For names the client.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ trustedProxies: ['127.0.0.1'], allowedOrigins: ['https://partner.example'] });
});
afterAll(() => api.close());

const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });
const demo = () => ({ email: api.config.demoLogin, password: api.config.demoPassword });

describe('failed sign-ins lock the source, not the account', () => {
  it('an attacker failing 10 times does not keep the owner out from another address', async () => {
    const victim = 'driver@groops.test';
    const body = { email: victim, password: 'wrong-password' };
    const attacker = [];
    for (let i = 0; i < 10; i++) attacker.push((await api.call('POST', '/auth/login', { body, headers: from('203.0.113.66') })).status);
    expect(attacker.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(attacker.slice(5).every((s) => s === 429)).toBe(true);
    const blocked = await api.call('POST', '/auth/login', { body: { ...body, password: api.config.demoPassword }, headers: from('203.0.113.66') });
    expect(blocked.status).toBe(429);
    const owner = await api.call('POST', '/auth/login', { body: { ...body, password: api.config.demoPassword }, headers: from('198.51.100.7') });
    expect(owner.status).toBe(200);
  });
});

describe('login CSRF', () => {
  const signIn = (headers: Record<string, string>) => api.call('POST', '/auth/login', { body: demo(), headers: from('198.51.100.8', headers) });

  it('sets no cookie for a sign-in sent from a foreign origin, but still answers the token', async () => {
    const res = await signIn({ origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    expect(res.body.data.access_token).toBeTruthy();
    expect(res.headers.get('set-cookie')).toBeNull();
    const byReferer = await signIn({ referer: 'https://evil.example/page' });
    expect(byReferer.headers.get('set-cookie')).toBeNull();
    const opaque = await signIn({ origin: 'null' });
    expect(opaque.headers.get('set-cookie')).toBeNull();
  });

  it('sets the cookie for our own origin, a configured origin, or a client that sends none', async () => {
    expect((await signIn({ origin: api.url })).headers.get('set-cookie')).toMatch(/^access_token=/);
    expect((await signIn({ referer: `${api.url}/login` })).headers.get('set-cookie')).toMatch(/^access_token=/);
    expect((await signIn({ origin: 'https://partner.example' })).headers.get('set-cookie')).toMatch(/^access_token=/);
    expect((await signIn({})).headers.get('set-cookie')).toMatch(/^access_token=/);
  });

  it('applies to the code sign-ins too', async () => {
    const phone = '+12025550100';
    const sent = await api.call('POST', '/auth/forgot/password', { body: { phone }, headers: from('198.51.100.9') });
    const code = /([0-9]{6})/.exec((await readLatestMessage(outboxFile(api.config.dataDir, 'sms'), phone))?.text ?? '')?.[1];
    const res = await api.call('POST', '/auth/forgot/password/confirm', {
      body: { verifyId: sent.body.data.verifyId, verifyCode: code },
      headers: from('198.51.100.9', { origin: 'https://evil.example' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBeTruthy();
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
