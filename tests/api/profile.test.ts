import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, sqlRows, startTestApi, type TestApi } from './harness';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
});
afterAll(() => api.close());

describe('profile', () => {
  it('shows wallet and addresses, converting money to the requested currency', async () => {
    const currencies = (await api.call('GET', '/rest/currencies/active')).body.data;
    const euro = currencies.find((c: { symbol: string }) => c.symbol === '€');
    const usd = await api.call('GET', '/dashboard/user/profile/show', { token });
    const eur = await api.call('GET', `/dashboard/user/profile/show?currency_id=${euro.id}`, { token });
    expect(usd.body.data.wallet).toMatchObject({ price: 250, symbol: '$' });
    expect(eur.body.data.wallet).toMatchObject({ price: 230, symbol: '€' });
    expect(usd.body.data.addresses[0]).toMatchObject({ title: 'Home', active: true });
    expect(usd.body.data).not.toHaveProperty('password_hash');
    expect(usd.body.data).not.toHaveProperty('passwordHash');
  });

  it('updates editable fields and refuses anything else (mass assignment)', async () => {
    const ok = await api.call('PUT', '/dashboard/user/profile/update', { token, body: { firstname: 'Alexa', lastname: 'Rivera', birthday: '1990-05-17', gender: 'female' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ firstname: 'Alexa', birthday: '1990-05-17', gender: 'female' });
    for (const extra of [{ role: 'admin' }, { wallet: { price: 1e6 } }, { email_verified_at: '2020-01-01' }, { active: false }]) {
      const res = await api.call('PUT', '/dashboard/user/profile/update', { token, body: { firstname: 'Alexa', ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.body.params)[0]).toBe(Object.keys(extra)[0]);
    }
    const [row] = await sqlRows<{ role: string }>(api, sql`select role from users where email = ${api.config.demoLogin}`);
    expect(row.role).toBe('user');
  });

  it('accepts the query-string variant and refuses an unverified phone change or a taken email', async () => {
    const query = await api.call('PUT', '/dashboard/user/profile/update?firstname=Alex', { token });
    expect(query.status).toBe(200);
    expect(query.body.data.firstname).toBe('Alex');
    const phone = await api.call('PUT', '/dashboard/user/profile/update?firstname=Alex&phone=%2B12025559999', { token });
    expect(phone.status).toBe(400);
    expect(phone.body.params.phone).toBeTruthy();
    const email = await api.call('PUT', '/dashboard/user/profile/update', { token, body: { firstname: 'Alex', email: 'seller@groops.test' } });
    expect(email.status).toBe(400);
    expect(email.body.params.email[0]).toBe('The email has already been taken.');
  });

  it('validates birthdays, names and avatars', async () => {
    const cases = [
      { firstname: '' }, { firstname: '   ' }, { firstname: 'x'.repeat(101) }, { firstname: 'A', birthday: '2026-02-30' },
      { firstname: 'A', gender: 'robot' }, { firstname: 'A', images: ['javascript:alert(1)'] }, { firstname: 'A\u202Eevil' },
    ];
    for (const body of cases) expect((await api.call('PUT', '/dashboard/user/profile/update', { token, body })).status, JSON.stringify(body)).toBe(400);
  });

  it('changes the password and ends the other sessions', async () => {
    const other = await signInDemo(api);
    const mismatch = await api.call('POST', '/dashboard/user/profile/password/update', { token, body: { password: 'newpass1', password_confirmation: 'newpass2' } });
    expect(mismatch.status).toBe(400);
    const short = await api.call('POST', '/dashboard/user/profile/password/update', { token, body: { password: '123', password_confirmation: '123' } });
    expect(short.body.params.password[0]).toBe('Password should contain at least 6 characters');
    const ok = await api.call('POST', '/dashboard/user/profile/password/update', { token, body: { password: 'newpass1', password_confirmation: 'newpass1' } });
    expect(ok.status).toBe(200);
    expect((await api.call('GET', '/dashboard/user/profile/show', { token })).status).toBe(200);
    expect((await api.call('GET', '/dashboard/user/profile/show', { token: other })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { email: api.config.demoLogin, password: 'newpass1' } })).status).toBe(200);
  });

  it('stores a push token once', async () => {
    const body = { firebase_token: 'fcm-token_abcdef:1234567890' };
    expect((await api.call('POST', '/dashboard/user/profile/firebase/token/update', { token, body })).status).toBe(200);
    expect((await api.call('POST', '/dashboard/user/profile/firebase/token/update', { token, body })).status).toBe(200);
    const [row] = await sqlRows<{ firebase_tokens: string[] }>(api, sql`select firebase_tokens from users where email = ${api.config.demoLogin}`);
    expect(row.firebase_tokens).toEqual([body.firebase_token]);
    expect((await api.call('POST', '/dashboard/user/profile/firebase/token/update', { token, body: { firebase_token: '<script>' } })).status).toBe(400);
  });

  it('requires same-origin for cookie-authenticated writes', async () => {
    const cookie = `access_token=${encodeURIComponent(token)}`;
    const body = { firstname: 'Alex' };
    const cross = await api.call('PUT', '/dashboard/user/profile/update', { body, headers: { cookie, origin: 'https://evil.example' } });
    expect(cross.status).toBe(403);
    const none = await api.call('PUT', '/dashboard/user/profile/update', { body, headers: { cookie } });
    expect(none.status).toBe(403);
    const same = await api.call('PUT', '/dashboard/user/profile/update', { body, headers: { cookie, origin: api.url } });
    expect(same.status).toBe(200);
  });

  it('asks for the current password once the session is older than 5 minutes', async () => {
    // The test above set the demo password to newpass1.
    const fresh = (await api.call('POST', '/auth/login', { body: { email: api.config.demoLogin, password: 'newpass1' } })).body.data.access_token;
    const update = (body: Record<string, string>) => api.call('POST', '/dashboard/user/profile/password/update', { token: fresh, body });
    api.clock.advance(6 * 60_000);
    try {
      const stale = await update({ password: 'newpass2', password_confirmation: 'newpass2' });
      expect(stale.status).toBe(403);
      expect(stale.body.message).toMatch(/current password/i);
      const wrong = await update({ current_password: 'not-my-password', password: 'newpass2', password_confirmation: 'newpass2' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.params.current_password).toBeTruthy();
      const wrongOld = await update({ old_password: 'not-my-password', password: 'newpass2', password_confirmation: 'newpass2' });
      expect(wrongOld.status).toBe(400);
      expect(wrongOld.body.params.old_password).toBeTruthy();
      expect((await api.call('POST', '/auth/login', { body: { email: api.config.demoLogin, password: 'newpass2' } })).status).toBe(400);
      const ok = await update({ current_password: 'newpass1', password: 'newpass2', password_confirmation: 'newpass2' });
      expect(ok.status).toBe(200);
      expect((await api.call('POST', '/auth/login', { body: { email: api.config.demoLogin, password: 'newpass2' } })).status).toBe(200);
    } finally {
      api.clock.advance(-6 * 60_000);
    }
  });
});
