import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestMessage, outboxFile } from '../../src/server/integrations/sms';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let phoneCounter = 0;
const freshPhone = () => `+1202555${String(7000 + phoneCounter++).padStart(4, '0')}`;
const codeFor = async (to: string, channel: 'sms' | 'mail' = 'sms') => {
  const msg = await readLatestMessage(outboxFile(api.config.dataDir, channel), to);
  return /([0-9]{6})/.exec(msg?.text ?? '')?.[1] ?? '';
};
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('phone sign-up with the development SMS outbox', () => {
  it('sends a code, signs up with it and signs in with the new token', async () => {
    const phone = freshPhone();
    const sent = await api.call('POST', `/auth/register?phone=${encodeURIComponent(phone)}`);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ phone, verifyId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const code = await codeFor(phone);
    expect(code).toMatch(/^[0-9]{6}$/);
    const done = await api.call('POST', '/auth/verify/phone', {
      body: { verifyId: sent.body.data.verifyId, verifyCode: code, firstname: 'Nia', lastname: 'Park', password: 'secret12', password_confirmation: 'secret12' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.user).toMatchObject({ phone, firstname: 'Nia' });
    expect(done.headers.get('set-cookie')).toContain('HttpOnly');
    const me = await api.call('GET', '/dashboard/user/profile/show', { token: done.body.data.token });
    expect(me.body.data).toMatchObject({ phone, wallet: { price: 0 } });
    const byPassword = await api.call('POST', '/auth/login', { body: { phone, password: 'secret12' } });
    expect(byPassword.status).toBe(200);
  });

  it('tolerates lang and currency_id beside the query inputs (the storefront adds them to every call)', async () => {
    const phone = freshPhone();
    const sent = await api.call('POST', `/auth/register?phone=${encodeURIComponent(phone)}&lang=fr&currency_id=2`);
    expect(sent.status).toBe(200);
    const mail = await api.call('POST', '/auth/forgot/email-password?currency_id=1', { body: { email: 'nobody@groops.test' } });
    expect(mail.status).not.toBe(400);
  });

  it('signs an existing account in by phone (phone sign-in)', async () => {
    const sent = await api.call('POST', '/auth/register', { body: { phone: '+12025550100' } });
    const done = await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: await codeFor('+12025550100') } });
    expect(done.status).toBe(200);
    expect(done.body.data.user.email).toBe(api.config.demoLogin);
  });

  it('refuses the 6th try even with the right code', async () => {
    const phone = freshPhone();
    const sent = await api.call('POST', '/auth/register', { body: { phone } });
    const code = await codeFor(phone);
    for (let i = 0; i < 5; i++) {
      const wrong = await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: otherCode(code) } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.statusCode).toBe('ERROR_201');
    }
    const right = await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: code } });
    expect(right.status).toBe(429);
    expect(right.body.statusCode).toBe('ERROR_202');
  });

  it('limits parallel guesses to five', async () => {
    const phone = freshPhone();
    const sent = await api.call('POST', '/auth/register', { body: { phone } });
    const code = await codeFor(phone);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: otherCode(String(Number(code) + i)) } })),
    );
    expect(guesses.filter((g) => g.body.statusCode === 'ERROR_201').length).toBeLessThanOrEqual(5);
    const right = await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: code } });
    expect(right.status).toBe(429);
  });

  it('uses a code once and not after it expires', async () => {
    const phone = freshPhone();
    const sent = await api.call('POST', '/auth/register', { body: { phone } });
    const code = await codeFor(phone);
    expect((await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: code } })).status).toBe(200);
    expect((await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: code } })).status).toBe(400);

    const phone2 = freshPhone();
    const sent2 = await api.call('POST', '/auth/register', { body: { phone: phone2 } });
    api.clock.advance(10 * 60_000 + 1000);
    const late = await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent2.body.data.verifyId, verifyCode: await codeFor(phone2) } });
    expect(late.status).toBe(400);
    expect(late.body.statusCode).toBe('ERROR_203');
  });

  it('binds a code to its purpose', async () => {
    const sent = await api.call('POST', '/auth/forgot/password', { body: { phone: '+12025550101' } });
    const code = await codeFor('+12025550101');
    const wrongPurpose = await api.call('POST', '/auth/verify/phone', { body: { verifyId: sent.body.data.verifyId, verifyCode: code } });
    expect(wrongPurpose.status).toBe(400);
    const ok = await api.call('POST', '/auth/forgot/password/confirm', { body: { verifyId: sent.body.data.verifyId, verifyCode: code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.email).toBe('seller@groops.test');
  });

  it('throttles sends per phone with Retry-After and answers known and unknown numbers alike', async () => {
    const unknown = await api.call('POST', '/auth/forgot/password', { body: { phone: '+447700900123' } });
    const known = await api.call('POST', '/auth/forgot/password', { body: { phone: '+12025550102' } });
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body.data).sort()).toEqual(Object.keys(known.body.data).sort());
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await api.call('POST', '/auth/register', { body: { phone } })).status).toBe(200);
    const fourth = await api.call('POST', '/auth/register', { body: { phone } });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('sends nothing for an invalid number', async () => {
    for (const phone of ['12ab', '+1 555', '123456789012345678901', 'premium']) {
      const res = await api.call('POST', '/auth/register', { body: { phone } });
      expect(res.status, phone).toBe(400);
      expect(res.body.params.phone).toBeTruthy();
    }
  });
});

describe('email sign-up and reset', () => {
  it('registers by email: code by mail, verify, finish with a password, sign in', async () => {
    const email = 'new.person@groops.test';
    expect((await api.call('POST', `/auth/register?email=${email}`)).status).toBe(200);
    const code = await codeFor(email, 'mail');
    const verified = await api.call('GET', `/auth/verify/${code}?email=${email}`);
    expect(verified.status).toBe(200);
    expect(verified.body.data.email).toBe(email);
    const finished = await api.call('POST', '/auth/after-verify', {
      body: { email, firstname: 'Lee', lastname: 'Moss', password: 'secret12', password_confirmation: 'secret12', gender: 'female' },
    });
    expect(finished.status).toBe(200);
    expect(finished.body.data.token).toBeTruthy();
    expect((await api.call('POST', '/auth/login', { body: { email, password: 'secret12' } })).status).toBe(200);
    const again = await api.call('POST', '/auth/after-verify', {
      body: { email, firstname: 'Evil', password: 'hijack12', password_confirmation: 'hijack12' },
    });
    expect(again.status).toBe(404);
    const taken = await api.call('POST', `/auth/register?email=${email}`);
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('The email has already been taken.');
  });

  it('refuses after-verify for an unverified email and mismatched passwords', async () => {
    const res = await api.call('POST', '/auth/after-verify', { body: { email: 'ghost@groops.test', firstname: 'G', password: 'secret12', password_confirmation: 'secret12' } });
    expect(res.status).toBe(404);
    const mismatch = await api.call('POST', '/auth/after-verify', { body: { email: 'ghost@groops.test', firstname: 'G', password: 'secret12', password_confirmation: 'secret13' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.params.password_confirmation[0]).toBe("Passwords don't match");
  });

  it('resets a password by mailed code', async () => {
    const email = 'seller@groops.test';
    expect((await api.call('POST', `/auth/forgot/email-password?email=${email}`)).status).toBe(200);
    const code = await codeFor(email, 'mail');
    const res = await api.call('POST', `/auth/forgot/email-password/${code}?email=${email}`);
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    expect((await api.call('POST', `/auth/forgot/email-password/${code}?email=${email}`)).body.statusCode).toBe('ERROR_215');
    const unknown = await api.call('POST', '/auth/forgot/email-password?email=nobody@groops.test');
    expect(unknown.status).toBe(200);
  });
});
