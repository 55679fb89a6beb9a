import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAllStatements, ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';

/**
 * GET profile/show is made by every signed-in page render: the token check and the whole profile (wallet, shop,
 * referral counters, addresses, currency) come from ONE statement (ADR 0027; it was four: token, extras,
 * addresses, currency). Nothing of it is cached: a change or a sign-out shows in the very next answer.
 */
const SHOW = '/dashboard/user/profile/show';
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
}, 60_000);
afterAll(() => api.close());

describe(`profile/show read with the token (${ENGINE})`, () => {
  it('costs one database statement', async () => {
    await api.call('GET', SHOW, { token }); // first call prepares
    let status = 0;
    const statements = await countAllStatements(api, async () => {
      status = (await api.call('GET', SHOW, { token })).status;
    });
    expect(status).toBe(200);
    expect(statements).toBe(1);
  });

  it('answers as the profile read apart does (after an edit) in every currency', async () => {
    const show = await api.call('GET', SHOW, { token });
    const edited = await api.call('PUT', '/dashboard/user/profile/update', { token, body: { firstname: show.body.data.firstname } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual(show.body.data);
    const currencies = (await api.call('GET', '/rest/currencies/active')).body.data as { id: number; symbol: string }[];
    for (const c of [...currencies, { id: 99_999, symbol: '$' }]) {
      const res = await api.call('GET', `${SHOW}?currency_id=${c.id}`, { token });
      expect(res.body.data.wallet.symbol, String(c.id)).toBe(c.symbol);
    }
  });

  it('shows a new address in the next answer', async () => {
    const before = (await api.call('GET', SHOW, { token })).body.data.addresses as { title: string }[];
    const [me] = await sqlRows<{ id: number }>(api, sql`select id from users where email = ${api.config.demoLogin}`);
    await sqlRows(api, sql`insert into user_addresses (user_id, title, address, location) values (${me.id}, 'Studio', '{"address":"1 Main St"}', '{"latitude":1,"longitude":2}') returning id`);
    const after = (await api.call('GET', SHOW, { token })).body.data.addresses as { title: string; created_at: string }[];
    expect(after.map((a) => a.title)).toEqual([...before.map((a) => a.title), 'Studio']);
    expect(after.at(-1)!.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ$/);
  });

  it('refuses a signed-out, expired or deactivated session at once', async () => {
    const out = await signInDemo(api);
    expect((await api.call('GET', SHOW, { token: out })).status).toBe(200);
    expect((await api.call('POST', '/auth/logout', { token: out })).status).toBe(200);
    expect((await api.call('GET', SHOW, { token: out })).status).toBe(401);

    const aging = await signInDemo(api);
    expect((await api.call('GET', SHOW, { token: aging })).status).toBe(200);
    api.clock.advance((api.config.tokenTtlDays + 1) * 86_400_000);
    expect((await api.call('GET', SHOW, { token: aging })).status).toBe(401);

    const fresh = await signInDemo(api);
    expect((await api.call('GET', SHOW, { token: fresh })).status).toBe(200);
    await sqlRows(api, sql`update users set active = false where email = ${api.config.demoLogin} returning id`);
    expect((await api.call('GET', SHOW, { token: fresh })).status).toBe(401);
    await sqlRows(api, sql`update users set active = true where email = ${api.config.demoLogin} returning id`);
    expect((await api.call('GET', SHOW, { token: `${fresh.split('|')[0]}|${'x'.repeat(40)}` })).status).toBe(401);
  });
});
