import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { socialProviders, users, wallets } from '../../src/server/db/schema';
import { startTestApi, type TestApi } from './harness';
import { hs256Token, newKey, signToken, startKeyServer, unsignedToken, type KeyServer, type SigningKey } from './firebase-fixtures';

/**
 * Sign-in with Google/Facebook/Apple: the API checks the Firebase ID token itself against keys it fetches
 * (here a local key server) and signs in only what the token proves.
 */
const PROJECT = 'groops-test';
let api: TestApi;
let keys: KeyServer;
let key: SigningKey;
let uidCounter = 0;

beforeAll(async () => {
  key = newKey('key-1');
  keys = await startKeyServer([key]);
  api = await startTestApi({ firebaseProjectId: PROJECT, firebaseKeysUrl: keys.url });
});
afterAll(async () => {
  await api?.close();
  await keys?.close();
});
// Each test in a fresh sign-in throttle window; tokens are minted from the moved clock.
beforeEach(() => api.clock.advance(61_000));

const nowS = () => Math.floor(api.clock.now().getTime() / 1000);
function claims(over: Record<string, unknown> = {}) {
  const t = nowS();
  const sub = `uid-${++uidCounter}-${Date.now()}`;
  return {
    iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, auth_time: t - 5, iat: t - 5, exp: t + 3600, sub, user_id: sub,
    email: `social${uidCounter}@example.com`, email_verified: true, name: 'Ada Lovelace',
    firebase: { sign_in_provider: 'google.com', identities: {} },
    ...over,
  };
}
const post = (token: string, c: { sub?: unknown; email?: unknown; name?: unknown }, provider = 'google') =>
  api.call('POST', `/auth/${provider}/callback`, { body: { id_token: token, id: String(c.sub ?? 'x'), name: c.name ?? null, email: c.email ?? null } });
const tally = async () => ({
  users: (await api.ctx.db.select({ n: count() }).from(users))[0].n,
  links: (await api.ctx.db.select({ n: count() }).from(socialProviders))[0].n,
});

describe('a valid Firebase ID token', () => {
  it('creates the user once, records the identity and signs the same user in again', async () => {
    const c = claims();
    const first = await post(signToken(key, c), c);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ token_type: 'Bearer', user: { email: c.email, firstname: 'Ada', lastname: 'Lovelace' } });
    expect(first.headers.get('set-cookie')).toContain('HttpOnly');
    const me = await api.call('GET', '/dashboard/user/profile/show', { token: first.body.data.access_token });
    expect(me.status).toBe(200);
    const [link] = await api.ctx.db.select().from(socialProviders).where(eq(socialProviders.providerId, c.sub));
    expect(link).toMatchObject({ provider: 'google', userId: me.body.data.id });
    expect(await api.ctx.db.select().from(wallets).where(eq(wallets.userId, link.userId))).toHaveLength(1);

    const before = await tally();
    api.clock.advance(60_000);
    const again = { ...c, iat: nowS(), auth_time: nowS() };
    const second = await post(signToken(key, again), again);
    expect(second.status).toBe(200);
    expect(second.body.data.user.id).toBe(me.body.data.id);
    expect(await tally()).toEqual(before);
  });

  it('records the provider the token names (Apple posts to the google callback)', async () => {
    const c = claims({ firebase: { sign_in_provider: 'apple.com' } });
    expect((await post(signToken(key, c), c, 'google')).status).toBe(200);
    const [link] = await api.ctx.db.select().from(socialProviders).where(eq(socialProviders.providerId, c.sub));
    expect(link.provider).toBe('apple');
  });

  it('links to the existing account of a verified email', async () => {
    const c = claims({ email: api.config.demoLogin, email_verified: true });
    const res = await post(signToken(key, c), c, 'facebook');
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(api.config.demoLogin);
  });

  it('never attaches an unverified email to an existing account', async () => {
    const c = claims({ email: 'seller@groops.test', email_verified: false });
    const before = await tally();
    const res = await post(signToken(key, c), c, 'facebook');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_106' });
    expect(await tally()).toEqual(before);
  });

  it('creates a new account without an unverified email (its owner can still sign up with it)', async () => {
    const c = claims({ email_verified: false });
    const res = await post(signToken(key, c), c, 'facebook');
    expect(res.status).toBe(200);
    expect(res.body.data.user.email ?? null).toBeNull();
    expect(await api.ctx.db.select().from(users).where(eq(users.email, c.email))).toHaveLength(0);
  });
});

describe('tokens that sign nobody in (401, nothing created)', () => {
  const other = newKey('key-1');
  const cases: Array<[string, () => { token: string; c: Record<string, unknown> }]> = [
    ['a forged signature (another key, same kid)', () => { const c = claims(); return { token: signToken(other, c), c }; }],
    ['a tampered payload', () => {
      const c = claims();
      const [h, , s] = signToken(key, c).split('.');
      return { token: `${h}.${Buffer.from(JSON.stringify({ ...c, sub: 'victim' })).toString('base64url')}.${s}`, c: { ...c, sub: 'victim' } };
    }],
    ['alg none', () => { const c = claims(); return { token: unsignedToken(key, c), c }; }],
    ['alg HS256 keyed with the public key', () => { const c = claims(); return { token: hs256Token(key, c), c }; }],
    ['RS256 header claiming another alg', () => { const c = claims(); return { token: signToken(key, c, { alg: 'RS512' }), c }; }],
    ['expired', () => { const c = claims({ exp: nowS() - 3600, iat: nowS() - 7200, auth_time: nowS() - 7200 }); return { token: signToken(key, c), c }; }],
    ['issued in the future', () => { const c = claims({ iat: nowS() + 3600 }); return { token: signToken(key, c), c }; }],
    ['auth_time in the future', () => { const c = claims({ auth_time: nowS() + 3600 }); return { token: signToken(key, c), c }; }],
    ['no auth_time', () => { const c = claims({ auth_time: undefined }); return { token: signToken(key, c), c }; }],
    ['another project (aud)', () => { const c = claims({ aud: 'someone-else' }); return { token: signToken(key, c), c }; }],
    ['another issuer', () => { const c = claims({ iss: 'https://securetoken.google.com/someone-else' }); return { token: signToken(key, c), c }; }],
    ['an unknown kid', () => { const c = claims(); return { token: signToken(newKey('key-x'), c), c }; }],
    ['no sub', () => { const c = claims({ sub: '' }); return { token: signToken(key, c), c: { ...c, sub: 'posted-id' } }; }],
    ['a uid other than the posted id', () => { const c = claims(); return { token: signToken(key, c), c: { ...c, sub: 'someone-else' } }; }],
    ['an anonymous Firebase user', () => { const c = claims({ firebase: { sign_in_provider: 'anonymous' } }); return { token: signToken(key, c), c }; }],
    ['a phone-number Firebase user', () => { const c = claims({ firebase: { sign_in_provider: 'phone' } }); return { token: signToken(key, c), c }; }],
    ['malformed: not a JWT', () => ({ token: 'not-a-token', c: claims() })],
    ['malformed: three parts of junk', () => ({ token: 'a.b.c', c: claims() })],
    ['malformed: header not JSON', () => { const c = claims(); const [, b, s] = signToken(key, c).split('.'); return { token: `${Buffer.from('{x').toString('base64url')}.${b}.${s}`, c }; }],
    ['malformed: bad characters', () => { const c = claims(); return { token: `${signToken(key, c)}!`, c }; }],
  ];
  it.each(cases)('%s', async (_label, make) => {
    const { token, c } = make();
    const before = await tally();
    const res = await post(token, c);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_100', message: 'Invalid Firebase ID token' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await tally()).toEqual(before);
  });
});

describe('the key set', () => {
  it('is fetched once and kept for its max-age; a new kid refetches once (key rotation)', async () => {
    const c = claims();
    await post(signToken(key, c), c);
    const fetched = keys.fetches;
    const c2 = claims();
    expect((await post(signToken(key, c2), c2)).status).toBe(200);
    expect(keys.fetches).toBe(fetched);

    const rotated = newKey('key-2');
    keys.keys = [key, rotated];
    const c3 = claims();
    expect((await post(signToken(rotated, c3), c3)).status).toBe(200);
    expect(keys.fetches).toBe(fetched + 1);
    // Made-up kids right after a fetch do not make the API fetch again.
    const c4 = claims();
    const c5 = claims();
    api.clock.advance(-60_000);
    expect((await post(signToken(newKey('key-y'), c4), c4)).status).toBe(401);
    expect((await post(signToken(newKey('key-z'), c5), c5)).status).toBe(401);
    expect(keys.fetches).toBe(fetched + 1);
  });

  it('answers 503 when the key endpoint is down and its keys have expired', async () => {
    api.clock.advance(2 * 86_400_000);
    keys.down = true;
    try {
      const c = claims();
      const res = await post(signToken(key, c), c);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_503' });
    } finally {
      keys.down = false;
    }
  });
});

describe('input', () => {
  it('is refused without the ID token or for an unknown provider (400)', async () => {
    const c = claims();
    expect((await api.call('POST', '/auth/google/callback', { body: { id: c.sub, email: c.email, name: c.name } })).status).toBe(400);
    expect((await api.call('POST', '/auth/twitter/callback', { body: { id_token: signToken(key, c), id: c.sub } })).status).toBe(400);
  });

  it('answers 400 while Firebase is not configured', async () => {
    const c = claims();
    api.ctx.config.firebaseProjectId = null;
    try {
      const res = await post(signToken(key, c), c);
      expect(res.status).toBe(400);
      expect(res.body.params).toMatchObject({ provider: ['Firebase sign-in is not configured'] });
    } finally {
      api.ctx.config.firebaseProjectId = PROJECT;
    }
  });
});

describe('Firebase phone auth (type "firebase")', () => {
  let phoneCounter = 0;
  const freshPhone = () => `+1202555${String(8100 + phoneCounter++).padStart(4, '0')}`;
  const phoneClaims = (phone: string, over: Record<string, unknown> = {}) =>
    claims({ phone_number: phone, email: undefined, email_verified: undefined, name: undefined, firebase: { sign_in_provider: 'phone' }, ...over });

  it('signs up a number proven by a Firebase phone token, then signs the same user in', async () => {
    const phone = freshPhone();
    const body = { type: 'firebase', id_token: signToken(key, phoneClaims(phone)), phone, firstname: 'Noor', password: 'secret12', password_confirmation: 'secret12' };
    const first = await api.call('POST', '/auth/verify/phone', { body });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ phone, firstname: 'Noor' });
    const again = await api.call('POST', '/auth/verify/phone', { body: { type: 'firebase', id_token: signToken(key, phoneClaims(phone)), phone } });
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    const reset = await api.call('POST', '/auth/forgot/password/confirm', { body: { type: 'firebase', id_token: signToken(key, phoneClaims(phone)), phone } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('refuses another number, a non-phone token, a forged one, and a reset for a number with no account', async () => {
    const phone = freshPhone();
    const before = await tally();
    const cases = [
      { type: 'firebase', id_token: signToken(key, phoneClaims(freshPhone())), phone },
      { type: 'firebase', id_token: signToken(key, claims({ phone_number: phone })), phone },
      { type: 'firebase', id_token: signToken(newKey('key-1'), phoneClaims(phone)), phone },
    ];
    for (const body of cases) expect((await api.call('POST', '/auth/verify/phone', { body })).status).toBe(401);
    const reset = await api.call('POST', '/auth/forgot/password/confirm', { body: { type: 'firebase', id_token: signToken(key, phoneClaims(phone)), phone } });
    expect(reset.status).toBe(400);
    expect((await api.call('POST', '/auth/verify/phone', { body: { type: 'firebase', phone } })).status).toBe(400);
    expect(await tally()).toEqual(before);
  });
});
