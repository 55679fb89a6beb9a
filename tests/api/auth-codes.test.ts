import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, readLatestMessage } from '../../src/server/integrations/sms';
import { startTestApi, type TestApi } from './harness';

/**
 * Mailed codes are bound to their address and die after 5 wrong tries; reset answers never tell registered
 * addresses from unknown ones; codes never reach the logs. Each test speaks from its own client address
 * (the loopback peer is a trusted proxy here), so per-IP limits of one test do not leak into another.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ trustedProxies: ['127.0.0.1'] });
});
afterAll(() => api.close());

let ipCounter = 10;
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${ipCounter++}` });
const mailCode = async (to: string) => /([0-9]{6})/.exec((await readLatestMessage(outboxFile(api.config.dataDir, 'mail'), to))?.text ?? '')?.[1] ?? '';
const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
/** An answer without its timestamp, to compare two answers field by field. */
const shape = (res: { status: number; body: any; headers: Headers }) => {
  const { timestamp: _t, ...body } = res.body ?? {};
  return { status: res.status, body, retryAfter: res.headers.get('retry-after') !== null };
};

describe('email sign-up code', () => {
  it('is only checked together with its email (400 naming email without it)', async () => {
    const headers = freshIp();
    const email = 'bound.code@groops.test';
    expect((await api.call('POST', `/auth/register?email=${email}`, { headers })).status).toBe(200);
    const code = await mailCode(email);
    const bare = await api.call('GET', `/auth/verify/${code}`, { headers });
    expect(bare.status).toBe(400);
    expect(bare.body.params.email).toBeTruthy();
    const otherEmail = await api.call('GET', `/auth/verify/${code}?email=someone.else@groops.test`, { headers });
    expect(otherEmail.status).toBe(404);
    const ok = await api.call('GET', `/auth/verify/${code}?email=${email}`, { headers });
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe(email);
  });

  it('locks after 5 wrong tries, even for the right code', async () => {
    const headers = freshIp();
    const email = 'locked.code@groops.test';
    await api.call('POST', `/auth/register?email=${email}`, { headers });
    const code = await mailCode(email);
    for (let i = 1; i <= 5; i++) expect((await api.call('GET', `/auth/verify/${otherCode(code, i)}?email=${email}`, { headers })).status).toBe(404);
    const right = await api.call('GET', `/auth/verify/${code}?email=${email}`, { headers });
    expect(right.status).toBe(429);
    expect(right.body.statusCode).toBe('ERROR_202');
  });
});

describe('password reset by mail', () => {
  it('counts wrong codes against the pending code of that email and locks it after 5', async () => {
    const headers = freshIp();
    const email = 'seller@groops.test';
    await api.call('POST', `/auth/forgot/email-password?email=${email}`, { headers });
    const code = await mailCode(email);
    for (let i = 1; i <= 5; i++) {
      const wrong = await api.call('POST', `/auth/forgot/email-password/${otherCode(code, i)}?email=${email}`, { headers });
      expect(wrong.status).toBe(400);
    }
    const right = await api.call('POST', `/auth/forgot/email-password/${code}?email=${email}`, { headers });
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('answers registered and unknown addresses alike when sending codes (same limit, same bodies)', async () => {
    const send = (email: string) => api.call('POST', `/auth/forgot/email-password?email=${email}`, { headers: freshIp() });
    const registered = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) {
      registered.push(shape(await send('driver@groops.test')));
      unknown.push(shape(await send('no.account.here@groops.test')));
    }
    expect(unknown).toEqual(registered);
    expect(registered.map((r) => r.status)).toEqual([200, 200, 200, 429]);
  });

  it('answers registered and unknown addresses alike when checking codes (same lock after 5)', async () => {
    const tries = async (email: string) => {
      const headers = freshIp();
      await api.call('POST', `/auth/forgot/email-password?email=${email}`, { headers });
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(shape(await api.call('POST', `/auth/forgot/email-password/00000${i}?email=${email}`, { headers })));
      return answers;
    };
    const registered = await tries('admin@groops.test');
    const unknown = await tries('nobody.at.all@groops.test');
    expect(unknown).toEqual(registered);
    expect(registered.at(-1)?.status).toBe(429);
  });
});

describe('logs', () => {
  it('never hold a code or a full address; only the outbox file does', async () => {
    const lines: string[] = [];
    const original = api.ctx.logger.log;
    api.ctx.logger.log = (level, event, fields = {}) => void lines.push(JSON.stringify({ level, event, ...fields }));
    try {
      const headers = freshIp();
      const email = 'quiet.logs@groops.test';
      const phone = '+12025558811';
      await api.call('POST', `/auth/register?email=${email}`, { headers });
      const code = await mailCode(email);
      expect((await api.call('GET', `/auth/verify/${code}?email=${email}`, { headers })).status).toBe(200);
      await api.call('POST', '/auth/register', { body: { phone }, headers });
      const sms = /([0-9]{6})/.exec((await readLatestMessage(outboxFile(api.config.dataDir, 'sms'), phone))?.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^[0-9]{6}$/);
      expect(sms).toMatch(/^[0-9]{6}$/);
      const all = lines.join('\n');
      expect(lines.some((l) => l.includes('"mail.outbox"'))).toBe(true);
      expect(lines.some((l) => l.includes('"sms.outbox"'))).toBe(true);
      for (const secret of [code, sms, email, phone]) expect(all).not.toContain(secret);
      expect(all).toContain('@groops.test');
    } finally {
      api.ctx.logger.log = original;
    }
  });
});
