import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { expectLedgerBalanced, ledgerDrift } from './ledger';
import { userId } from './orders-fixtures';
import { balanceOf, makePeople, send, type Person } from './wallet-fixtures';

let api: TestApi;
let demoToken: string;
let demoId: number;
let sellerId: number;
let sellerWallet: string;

beforeAll(async () => {
  api = await startTestApi();
  demoToken = await signInDemo(api);
  demoId = await userId(api, api.config.demoLogin);
  sellerId = await userId(api, 'seller@groops.test');
  [{ uuid: sellerWallet }] = await sqlRows<{ uuid: string }>(api, sql`select uuid from wallets where user_id = ${sellerId}`);
}, 120_000);
afterAll(async () => {
  await expectLedgerBalanced(api);
  await api.close();
});

const histories = (token: string, query = '') => api.call('GET', `/dashboard/user/wallet/histories${query}`, { token });
const lookup = (token: string, contact: string) => api.call('GET', `/dashboard/user/wallet/recipient?contact=${encodeURIComponent(contact)}`, { token });

describe(`wallet history (${ENGINE})`, () => {
  it('starts from a seed whose every wallet balance is the sum of its history', async () => {
    expect(await ledgerDrift(api)).toEqual([]);
  });

  it('is empty for a fresh user, in the paginate shape', async () => {
    const [fresh] = await makePeople(api, 1);
    const res = await histories(fresh.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta).toMatchObject({ total: 0, current_page: 1 });
  });

  it('lists the caller\'s own movements newest first, with type and direction filters and paging', async () => {
    const [a, b] = await makePeople(api, 2, 10_000);
    expect((await send(api, a, { price: 10, uuid: b.walletUuid, note: 'lunch' })).status).toBe(201);
    expect((await send(api, a, { price: 5, uuid: b.walletUuid })).status).toBe(201);
    const all = await histories(a.token);
    expect(all.body.data.map((h: { type: string; price: number }) => [h.type, h.price])).toEqual([['transfer_out', 5], ['transfer_out', 10], ['topup', 100]]);
    expect(all.body.data[1]).toMatchObject({ uuid: expect.any(String), wallet_uuid: a.walletUuid, note: 'lunch', status: 'paid', created_at: expect.any(String), author: { firstname: 'Wally0 T.' } });
    expect((await histories(a.token, '?direction=in')).body.data.map((h: { type: string }) => h.type)).toEqual(['topup']);
    expect((await histories(a.token, '?direction=out')).body.meta.total).toBe(2);
    expect((await histories(a.token, '?type=topup')).body.data).toHaveLength(1);
    const page2 = await histories(a.token, '?perPage=2&page=2');
    expect(page2.body.data.map((h: { price: number }) => h.price)).toEqual([100]);
    expect(page2.body.meta).toMatchObject({ total: 3, last_page: 2 });
    // the other side sees only its own rows
    expect((await histories(b.token)).body.data.map((h: { type: string }) => h.type)).toEqual(['transfer_in', 'transfer_in', 'topup']);
  });

  it('rejects unknown filters and paging values', async () => {
    for (const q of ['?type=gift', '?direction=sideways', '?page=0', '?perPage=1000', '?currency_id=abc']) expect((await histories(demoToken, q)).status, q).toBe(400);
  });
});

describe(`recipient lookup (${ENGINE})`, () => {
  it('finds a user by exact email or phone with only a short name, a masked contact and the wallet uuid', async () => {
    const [me] = await makePeople(api, 1);
    const byEmail = await lookup(me.token, 'Seller@Groops.test');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toEqual({ uuid: sellerWallet, name: 'Sam O.', contact: 's***@groops.test' });
    const byPhone = await lookup(me.token, '+1 (202) 555-0101');
    expect(byPhone.body.data).toEqual({ uuid: sellerWallet, name: 'Sam O.', contact: '+1******0101' });
    expect((await lookup(me.token, 'nobody@groops.test')).status).toBe(404);
    expect((await lookup(me.token, me.email)).status).toBe(400);
    expect((await lookup(me.token, 'not a contact')).status).toBe(400);
    expect(JSON.stringify(byEmail.body)).not.toMatch(/Okafor|seller@/);
  });

  it('is rate limited per user (enumeration)', async () => {
    const [me] = await makePeople(api, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await lookup(me.token, `probe${i}@groops.test`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("answers the contract's search-sending picker on the same exact rule, as a list of 0 or 1", async () => {
    const [me] = await makePeople(api, 1);
    const search = (q: string) => api.call('GET', `/dashboard/user/search-sending?search=${encodeURIComponent(q)}`, { token: me.token });
    const found = await search('seller@groops.test');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([{ uuid: sellerWallet, firstname: 'Sam O.', lastname: null, contact: 's***@groops.test', active: true, role: 'user' }]);
    expect(found.body.meta).toMatchObject({ total: 1 });
    for (const q of ['Sam', 'seller', 'nobody@groops.test', me.email]) expect((await search(q)).body.data, q).toEqual([]);
    expect(JSON.stringify(found.body)).not.toMatch(/Okafor|"id"/);
    expect((await api.call('GET', '/dashboard/user/search-sending?search=seller%40groops.test')).status).toBe(401);
  });
});

describe(`send money (${ENGINE})`, () => {
  it('moves money in one go: both balances, both histories, both notified; a replayed key moves nothing', async () => {
    const before = { demo: await balanceOf(api, demoId), seller: await balanceOf(api, sellerId) };
    const key = randomUUID();
    const res = await api.call('POST', '/dashboard/user/wallet/send', { token: demoToken, body: { price: 12.5, uuid: sellerWallet, note: 'Thanks!' }, headers: { 'idempotency-key': key } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'transfer_out', price: 12.5, note: 'Thanks!', wallet: { price: (before.demo - 1250) / 100 } });
    expect(await balanceOf(api, demoId)).toBe(before.demo - 1250);
    expect(await balanceOf(api, sellerId)).toBe(before.seller + 1250);
    const replay = await api.call('POST', '/dashboard/user/wallet/send', { token: demoToken, body: { price: 12.5, uuid: sellerWallet, note: 'Thanks!' }, headers: { 'idempotency-key': key } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(res.body);
    expect(await balanceOf(api, demoId)).toBe(before.demo - 1250);
    const sellerSide = await sqlRows<{ type: string; price: number; note: string }>(api, sql`select type, price, note from wallet_histories where wallet_uuid = ${sellerWallet} order by id desc limit 1`);
    expect(sellerSide.map((r) => ({ ...r, price: Number(r.price) }))).toEqual([{ type: 'transfer_in', price: 1250, note: 'Thanks!' }]);
    const notes = await sqlRows<{ user_id: number; type: string; title: string }>(api, sql`select user_id, type, title from push_notifications where type = 'transaction' and user_id in (${demoId}, ${sellerId}) order by id`);
    expect(notes.map((n) => Number(n.user_id))).toEqual([demoId, sellerId]);
    expect(notes[1].title).toContain('Alex R.');
  });

  it('answers "Insufficient wallet balance" when short and changes nothing', async () => {
    const [poor] = await makePeople(api, 1, 500);
    const res = await send(api, poor, { price: 5.01, uuid: sellerWallet });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 'ERROR_109', message: 'Insufficient wallet balance' });
    expect(await balanceOf(api, poor.id)).toBe(500);
    expect((await send(api, poor, { price: 5, uuid: sellerWallet })).status).toBe(201);
    expect(await balanceOf(api, poor.id)).toBe(0);
  });

  it('computes the amount on the server from the typed price and the chosen currency', async () => {
    const currencies = await sqlRows<{ id: number; rate: number }>(api, sql`select id, rate from currencies where active and not "default" and rate > 0 limit 1`);
    if (!currencies.length) return;
    const [{ id, rate }] = currencies;
    const [a, b]: Person[] = await makePeople(api, 2, 100_000);
    const res = await api.call('POST', `/dashboard/user/wallet/send?currency_id=${id}`, { token: a.token, body: { price: 10, uuid: b.walletUuid } });
    expect(res.status).toBe(201);
    expect(await balanceOf(api, b.id)).toBe(100_000 + Math.round(1000 / Number(rate)));
  });

  it('refuses bad amounts, unknown or own wallets and client-sent extras', async () => {
    const [a, b] = await makePeople(api, 2, 10_000);
    const bad: unknown[] = [
      { price: 0, uuid: b.walletUuid },
      { price: -1, uuid: b.walletUuid },
      { price: 1.001, uuid: b.walletUuid },
      { price: '10x', uuid: b.walletUuid }, // "10" would be read as 10 (tolerant inputs)
      { price: 1e12, uuid: b.walletUuid },
      { price: 1, uuid: 'not-a-uuid' },
      { price: 1, uuid: b.walletUuid, user_id: 1 },
      { price: 1 },
      { price: 1, uuid: b.walletUuid, note: 'x'.repeat(300) },
      { price: 1, uuid: a.walletUuid },
    ];
    for (const body of bad) expect((await send(api, a, body)).status, JSON.stringify(body)).toBe(400);
    expect((await send(api, a, { price: 1, uuid: randomUUID() })).status).toBe(404);
    expect((await send(api, a, { price: 1, uuid: b.walletUuid }, ' ')).status).toBe(400);
    expect(await balanceOf(api, a.id)).toBe(10_000);
  });
});
