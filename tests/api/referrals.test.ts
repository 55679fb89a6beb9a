import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFile, readLatestMessage } from '../../src/server/integrations/sms';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { expectLedgerBalanced } from './ledger';
import { ADMIN, insertOrder, login, SELLER, sellableStock, userId, type SellableStock } from './orders-fixtures';
import { balanceOf, makePeople } from './wallet-fixtures';

let api: TestApi;
let adminToken: string;
let stock: SellableStock;
let demoId: number;
let demoCode: string;

beforeAll(async () => {
  api = await startTestApi();
  adminToken = await login(api, ADMIN);
  stock = await sellableStock(api, SELLER);
  demoId = await userId(api, api.config.demoLogin);
  [{ my_referral: demoCode }] = await sqlRows<{ my_referral: string }>(api, sql`select my_referral from users where id = ${demoId}`);
}, 120_000);
afterAll(async () => {
  await expectLedgerBalanced(api);
  await api.close();
});

/** Email sign-up through the real routes (register → mailed code → verify → after-verify) with a referral code. */
async function signUp(email: string, referral?: string | ((ownCode: string) => string)) {
  await api.call('POST', `/auth/register?email=${email}`);
  const msg = await readLatestMessage(outboxFile(api.config.dataDir, 'mail'), email);
  const code = /([0-9]{6})/.exec(msg?.text ?? '')?.[1];
  expect((await api.call('GET', `/auth/verify/${code}?email=${email}`)).status).toBe(200);
  const [{ id, my_referral }] = await sqlRows<{ id: number; my_referral: string }>(api, sql`select id, my_referral from users where email = ${email}`);
  const typed = typeof referral === 'function' ? referral(my_referral) : referral;
  const res = await api.call('POST', '/auth/after-verify', { body: { email, firstname: 'Ref', lastname: 'Friend', password: 'secret12', password_confirmation: 'secret12', referral: typed } });
  expect(res.status).toBe(200);
  const [{ referral: stored }] = await sqlRows<{ referral: string | null }>(api, sql`select referral from users where id = ${id}`);
  return { id: Number(id), token: res.body.data.token as string, stored };
}

/** Walks an order of `customer` to delivered through the admin status route. */
async function deliver(customer: number) {
  const order = await insertOrder(api, { userId: customer, stock, pay: 'cash', deliveryType: 'pickup', status: 'ready' });
  const res = await api.call('POST', `/dashboard/admin/orders/${order.id}/status/update`, { token: adminToken, body: { status: 'delivered' } });
  expect(res.status).toBe(200);
}

const bonusRows = async (uid: number) =>
  (await sqlRows<{ type: string; price: number }>(api, sql`select h.type, h.price::int as price from wallet_histories h join wallets w on w.uuid = h.wallet_uuid where w.user_id = ${uid} and h.type like 'referral%' order by h.id`)).map((r) => ({ type: r.type, price: Number(r.price) }));

describe(`referrals (${ENGINE})`, () => {
  it('shows the running programme', async () => {
    const res = await api.call('GET', '/rest/referral');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price_from: 5, price_to: 3, translation: { title: expect.any(String) } });
  });

  it('links a sign-up to a known code only (any case), never to an unknown or the user\'s own code', async () => {
    expect((await signUp('ref-known@groops.test', demoCode.toLowerCase())).stored).toBe(demoCode);
    expect((await signUp('ref-unknown@groops.test', 'NOSUCHCODE')).stored).toBeNull();
    expect((await signUp('ref-self@groops.test', (own) => own)).stored).toBeNull();
  });

  it('pays both the configured bonus once, on the referee\'s first delivered order', async () => {
    const referee = await signUp('ref-buyer@groops.test', demoCode);
    const before = { demo: await balanceOf(api, demoId), referee: await balanceOf(api, referee.id) };
    await deliver(referee.id);
    expect(await balanceOf(api, referee.id)).toBe(before.referee + 300);
    expect(await balanceOf(api, demoId)).toBe(before.demo + 500);
    await deliver(referee.id);
    expect(await balanceOf(api, referee.id)).toBe(before.referee + 300);
    expect(await balanceOf(api, demoId)).toBe(before.demo + 500);
    expect(await bonusRows(referee.id)).toEqual([{ type: 'referral_to_topup', price: 300 }]);
    const notes = await sqlRows<{ type: string }>(api, sql`select type from push_notifications where user_id = ${demoId} and type = 'new_user_by_referral'`);
    expect(notes).toHaveLength(1);
    // the counters of the User shape
    const me = await api.call('GET', '/dashboard/user/profile/show', { token: await signInDemo(api) });
    expect(me.body.data).toMatchObject({ referral_from_topup_count: 1, referral_from_topup_price: 5, referral_to_topup_count: 0 });
    expect(me.body.data.referral_invited_count).toBeGreaterThanOrEqual(2);
    const them = await api.call('GET', '/dashboard/user/profile/show', { token: referee.token });
    expect(them.body.data).toMatchObject({ referral_to_topup_count: 1, referral_to_topup_price: 3, referral_invited_count: 0 });
  });

  it('pays nothing for a self-referral stored directly, without a code, or while the programme is off', async () => {
    const [self] = await makePeople(api, 1);
    await api.ctx.db.execute(sql`update users set referral = my_referral where id = ${self.id}`);
    await deliver(self.id);
    expect(await bonusRows(self.id)).toEqual([]);
    const [plain] = await makePeople(api, 1);
    await deliver(plain.id);
    expect(await bonusRows(plain.id)).toEqual([]);
    const [later] = await makePeople(api, 1, 0, { referral: demoCode });
    await api.ctx.db.execute(sql`update settings set value = '0' where key = 'referral_active'`);
    try {
      await deliver(later.id);
      expect(await bonusRows(later.id)).toEqual([]);
      expect((await api.call('GET', '/rest/referral')).status).toBe(404);
    } finally {
      await api.ctx.db.execute(sql`update settings set value = '1' where key = 'referral_active'`);
    }
  });
});
