import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLinesWithTexts } from '../../src/server/modules/cart/cart-lines';
import { stocksWithProducts } from '../../src/server/modules/cart/queries';
import { ownedCartWithShop } from '../../src/server/modules/cart/totals-queries';
import { lockCartWithContext } from '../../src/server/modules/orders/checkout-context';
import { listOrders, showOrder } from '../../src/server/modules/orders/service-read';
import { ENGINE, signInDemo, startTestApi, type TestApi } from './harness';
import { insertOrder, sellableStock, userId } from './orders-fixtures';
import { CART, sellableStocks } from './cart-fixtures';

/**
 * The hot statements keep one generic plan per connection (ADR 0042). PostgreSQL plans a prepared statement anew
 * for its first five calls, then keeps the generic plan unless that one looks dearer than the custom ones. With a
 * list parameter (`= any($locales)`, `= any($stockIds)`) the generic plan guessed 10 elements where the custom
 * ones counted 1–2, so the cart lines read (~2 ms to plan), checkout's cart lock and insert-product's stocks read
 * were planned on every call. pg_prepared_statements counts each session's plans of each named statement: the
 * API runs on a pool of one connection here, so every statement is on the session the test reads.
 */
const SHOP = 1;
const CALLS = 12;
let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ databasePoolSize: 1 });
  token = await signInDemo(api);
}, 60_000);
afterAll(() => api.close());

/** Statements planned at most 5 times in CALLS calls, and none holding a bare list parameter. */
function expectGenericPlans(counts: PlanCount[], names: string[]) {
  expect(counts.map((c) => c.name)).toEqual([...names].sort());
  const replanned = counts.filter((c) => c.custom_plans > 5 || c.generic_plans + c.custom_plans < CALLS).map(({ statement: _, ...c }) => c);
  expect(replanned).toEqual([]);
  // Whether the generic plan looks dearer depends on the tables' statistics (on a small fresh database the cart
  // lines read passes the count above with `= any($locales)`; on the bench's it was planned 93 times in 100):
  // so no hot statement may hold a bare list parameter at all.
  const bareList = counts.filter((c) => /= any\(\$\d+\)/.test(c.statement)).map((c) => c.name);
  expect(bareList).toEqual([]);
}

async function planCounts(names: string[]): Promise<PlanCount[]> {
  const result = await api.ctx.db.execute(sql`select name, statement, generic_plans::int, custom_plans::int from pg_prepared_statements
    where name = any(${sql.param(names)}) order by name`);
  return (result as unknown as { rows: PlanCount[] }).rows;
}

interface PlanCount {
  name: string;
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

describe(`generic plans of the hot statements (${ENGINE})`, () => {
  it(`cart lines, cart reads, checkout's cart lock and insert-product's stocks read are planned at most 5 times in ${CALLS} calls`, async () => {
    const [a, b] = await sellableStocks(api, SHOP);
    const body = { shop_id: SHOP, products: [{ stock_id: a.id, quantity: 1 }, { stock_id: b.id, quantity: 2 }] };
    const added = await api.call('POST', `${CART}/insert-product`, { token, body });
    expect(added.status).toBe(200);
    const cartId = Number(added.body.data.id);
    const ownerId = Number(added.body.data.owner_id);
    const userCartId = Number(added.body.data.user_carts[0].id);
    const now = new Date();
    const day = now.toISOString().slice(0, 10);

    const db = api.ctx.db;
    for (let i = 0; i < CALLS; i++) {
      const locale = i % 2 ? 'ar' : 'en';
      expect((await cartLinesWithTexts(db, cartId, day, locale)).rows).toHaveLength(2);
      expect((await cartLinesWithTexts(db, cartId, day, locale, now)).rows).toHaveLength(2);
      expect(await ownedCartWithShop(db, cartId, ownerId, now, { locale })).toBeDefined();
      expect(await ownedCartWithShop(db, cartId, ownerId, now, { locale, withBonusRules: true })).toBeDefined();
      const ask = { cartId, userId: ownerId, now, day, currencyId: undefined, paymentId: undefined, locale };
      // Outside a transaction its lock ends with the statement: the read is what is planned.
      expect(await lockCartWithContext(db, ask)).toBeDefined();
      expect((await stocksWithProducts(db, [a.id, b.id].slice(0, 1 + (i % 2)), day, userCartId)).found.size).toBe(1 + (i % 2));
    }
    const names = ['cart_lines_with_texts', 'cart_lines_with_bonus_rules', 'cart_with_shop_lines_id', 'cart_with_shop_lines_id_writer', 'checkout_cart_locked_context', 'stocks_with_products_and_lines'];
    expectGenericPlans(await planCounts(names), names);
  });

  // node-postgres only: PGlite is one in-process session, whose transactions drizzle runs as they always did.
  it.runIf(ENGINE === 'postgres')('inside a transaction every statement takes the generic plan from its first call (ADR 0045)', async () => {
    const [a] = await sellableStocks(api, SHOP);
    const added = await api.call('POST', `${CART}/insert-product`, { token, body: { shop_id: SHOP, products: [{ stock_id: a.id, quantity: 1 }] } });
    const ownerId = Number(added.body.data.owner_id);
    // The owner's-cart variant: no earlier test ran it on this connection (its first five calls would be custom).
    const before = await planCounts(['cart_with_shop_lines_own_writer']);
    const db = api.ctx.db;
    for (let i = 0; i < CALLS; i++) {
      const locale = i % 2 ? 'ar' : 'en';
      const read = await db.transaction((tx) => ownedCartWithShop(tx, null, ownerId, new Date(), { locale, withBonusRules: true }));
      expect(read?.lines?.rows.length).toBeGreaterThan(0);
    }
    // The writers' cart read (~3–4 ms to plan on the bench's data) was planned anew on every call on 4 of 20
    // connections: its generic plan looked ~15 % dearer than the custom ones of the values it first met.
    const [after] = await planCounts(['cart_with_shop_lines_own_writer']);
    expect({ custom: after.custom_plans - (before[0]?.custom_plans ?? 0), generic: after.generic_plans - (before[0]?.generic_plans ?? 0) }).toEqual({ custom: 0, generic: CALLS });
  });

  it(`the order page's reads (polled while an order is live) and the orders list are planned at most 5 times in ${CALLS} calls`, async () => {
    const uid = await userId(api, 'demo@groops.test');
    const order = await insertOrder(api, { userId: uid, stock: await sellableStock(api) });
    const auth = { user: { id: uid } } as Parameters<typeof showOrder>[2];
    for (let i = 0; i < CALLS; i++) {
      const locale = i % 2 ? 'ar' : 'en';
      const view = await showOrder(api.ctx, { locale } as Parameters<typeof showOrder>[1], auth, order.id);
      expect(view.id).toBe(order.id);
      expect(view.details).toHaveLength(1);
      const list = await listOrders(api.ctx, { locale } as Parameters<typeof listOrders>[1], auth, { page: 1, perPage: 10, column: 'id', sort: 'desc' });
      expect(list.data.map((o: { id: number }) => o.id)).toContain(order.id);
    }
    // The order page's reads (row, lines, their texts and extras, the shop's texts, history…) and the list's page and count.
    const names = ['user_order', 'product_texts', 'stock_extras_in', 'shop_texts', 'order_lines', 'order_history_of', 'order_payment', 'order_refunds_of', 'order_coupon_of', 'user_orders_id_desc', 'user_orders_count'];
    expectGenericPlans(await planCounts(names), names);
  });
});
