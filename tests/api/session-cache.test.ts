import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiDispatcher } from '../../src/server/http/handler';
import { SessionCache, watchSessionChanges } from '../../src/server/modules/auth/session-cache';
import type { TokenProfileRow } from '../../src/server/modules/auth/tokens';
import { apiRoutes } from '../../src/server/routes';
import { countAllStatements, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';

/**
 * Issue 20 item 1 (ADR 0037): page renders keep each session with its profile, and nothing they show may be stale:
 * a sign-out or password change ends the session at once, and a write from anywhere (here plain SQL, as another
 * server process, an admin tool or psql would) reaches the next renders through NOTIFY.
 */
describe('sessions kept for page renders', () => {
  let api: TestApi;
  let stop: () => void;
  let demoId: number;
  const sessions = new SessionCache<TokenProfileRow>();

  beforeAll(async () => {
    api = await startTestApi();
    stop = await watchSessionChanges(api.ctx.database, api.ctx.logger, sessions);
    api.ctx.sessions = sessions;
    [{ id: demoId }] = await sqlRows<{ id: number }>(api, sql`select id from users where email = ${api.config.demoLogin}`);
  });
  afterAll(async () => {
    stop?.();
    await api?.close();
  });

  const dispatch = createApiDispatcher(async () => api.ctx, apiRoutes);
  /** GET profile/show as the page shell asks it while rendering: in-process, with the session cookie. */
  const render = async (token: string) => {
    const answer = await dispatch({
      method: 'GET', url: '/api/v1/dashboard/user/profile/show', headers: { cookie: `access_token=${encodeURIComponent(token)}` },
      peer: '127.0.0.1', encrypted: false, origin: '', rendering: true, readBody: async () => Buffer.alloc(0),
    });
    return { status: answer.status, data: answer.status === 200 ? JSON.parse(answer.body.toString()).data : null };
  };
  /**
   * A write by the signed-in caller, in-process too: its answer and the next render follow each other without the
   * event loop reading any socket in between, so no NOTIFY can have been heard: the write itself must drop the session.
   */
  const write = async (token: string, method: string, path: string, body: unknown) => {
    const answer = await dispatch({
      method, url: `/api/v1${path}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      peer: '127.0.0.1', encrypted: false, readBody: async () => Buffer.from(JSON.stringify(body)),
    });
    return answer.status;
  };
  /** The render's answer once `check` holds (a notice from another connection arrives a moment after its commit). */
  const renderUntil = async (token: string, check: (r: Awaited<ReturnType<typeof render>>) => boolean) => {
    let last = await render(token);
    for (let i = 0; i < 100 && !check(last); i++) {
      await new Promise((r) => setTimeout(r, 20));
      last = await render(token);
    }
    return last;
  };

  it('a render reads the session once, then takes it from memory; API callers always read', async () => {
    const token = await signInDemo(api);
    expect((await render(token)).status).toBe(200);
    expect(await countAllStatements(api, () => render(token))).toBe(0);
    expect(await countAllStatements(api, () => api.call('GET', '/dashboard/user/profile/show', { token }))).toBeGreaterThan(0);
    // A wrong secret for a kept token id is refused like any bad token.
    const [id] = token.split('|');
    expect((await render(`${id}|${'x'.repeat(40)}`)).status).toBe(401);
  });

  it('sign-out ends the session for renders at once', async () => {
    const token = await signInDemo(api);
    expect((await render(token)).status).toBe(200);
    expect(await write(token, 'POST', '/auth/logout', {})).toBe(200);
    expect((await render(token)).status).toBe(401);
  });

  it('a password change ends the other sessions for renders at once', async () => {
    const [mine, other] = [await signInDemo(api), await signInDemo(api)];
    expect((await render(other)).status).toBe(200);
    const password = api.config.demoPassword;
    expect(await write(mine, 'POST', '/dashboard/user/profile/password/update', { password, password_confirmation: password })).toBe(200);
    expect((await render(other)).status).toBe(401);
    expect((await render(mine)).status).toBe(200);
  });

  it('an edit through the API shows in the next render at once', async () => {
    const token = await signInDemo(api);
    await render(token);
    expect(await write(token, 'PUT', '/dashboard/user/profile/update', { firstname: 'Kept' })).toBe(200);
    expect((await render(token)).data.firstname).toBe('Kept');
  });

  it('writes from anywhere else reach the renders: name, wallet, addresses, shop, referrals, a deactivated user', async () => {
    const token = await signInDemo(api);
    const first = (await render(token)).data;
    await api.ctx.db.execute(sql`update users set firstname = 'Elsewhere' where id = ${demoId}`);
    expect((await renderUntil(token, (r) => r.data?.firstname === 'Elsewhere')).data.firstname).toBe('Elsewhere');

    // Put back before the suite checks every wallet's ledger at its end (minor units in the table, display units shown).
    await api.ctx.db.execute(sql`update wallets set price = price + 500 where user_id = ${demoId}`);
    const richer = await renderUntil(token, (r) => r.data?.wallet?.price === first.wallet.price + 5);
    expect(richer.data.wallet.price).toBe(first.wallet.price + 5);
    await api.ctx.db.execute(sql`update wallets set price = price - 500 where user_id = ${demoId}`);
    expect((await renderUntil(token, (r) => r.data?.wallet?.price === first.wallet.price)).data.wallet.price).toBe(first.wallet.price);

    const addresses = first.addresses?.length ?? 0;
    await api.ctx.db.execute(sql`insert into user_addresses (user_id, title, address, location, active) select ${demoId}, 'Elsewhere', address, location, false from user_addresses where user_id = ${demoId} limit 1`);
    expect(addresses).toBeGreaterThan(0);
    expect((await renderUntil(token, (r) => r.data?.addresses?.length === addresses + 1)).data.addresses).toHaveLength(addresses + 1);

    // A shop handed to the user (a seller application approved by an admin tool) is the profile's shop.
    expect(first.shop ?? null).toBeNull();
    const [{ id: shopId, owner }] = await sqlRows<{ id: number; owner: number | null }>(api, sql`select id, user_id as owner from shops order by id limit 1`);
    await api.ctx.db.execute(sql`update shops set user_id = ${demoId} where id = ${shopId}`);
    expect((await renderUntil(token, (r) => r.data?.shop?.id === shopId)).data.shop.id).toBe(shopId);
    await api.ctx.db.execute(sql`update shops set user_id = ${owner} where id = ${shopId}`);
    expect((await renderUntil(token, (r) => !r.data?.shop)).data.shop ?? null).toBeNull();

    const [{ id: otherId }] = await sqlRows<{ id: number }>(api, sql`select id from users where id <> ${demoId} and referral is null order by id limit 1`);
    await api.ctx.db.execute(sql`update users set referral = (select my_referral from users where id = ${demoId}) where id = ${otherId}`);
    const invited = await renderUntil(token, (r) => r.data?.referral_invited_count === first.referral_invited_count + 1);
    expect(invited.data.referral_invited_count).toBe(first.referral_invited_count + 1);
    await api.ctx.db.execute(sql`update users set referral = null where id = ${otherId}`);
    expect((await renderUntil(token, (r) => r.data?.referral_invited_count === first.referral_invited_count)).data.referral_invited_count).toBe(first.referral_invited_count);

    await api.ctx.db.execute(sql`update users set active = false where id = ${demoId}`);
    expect((await renderUntil(token, (r) => r.status === 401)).status).toBe(401);
    await api.ctx.db.execute(sql`update users set active = true where id = ${demoId}`);
    expect((await renderUntil(token, (r) => r.status === 200)).status).toBe(200);
  });

  it('an expired token is refused even while its session is kept', async () => {
    const token = await signInDemo(api);
    expect((await render(token)).status).toBe(200);
    api.clock.advance((api.config.tokenTtlDays + 1) * 86_400_000);
    expect((await render(token)).status).toBe(401);
  });
});
