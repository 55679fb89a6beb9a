import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLinesWithTexts } from '../../src/server/modules/cart/cart-lines';
import { stocksWithProducts } from '../../src/server/modules/cart/queries';
import { ownedCartWithShop } from '../../src/server/modules/cart/totals-queries';
import { lockCartWithContext } from '../../src/server/modules/orders/checkout-context';
import { ENGINE, signInDemo, startTestApi, type TestApi } from './harness';
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
      const ask = { cartId, userId: ownerId, now, day, currencyId: undefined, paymentId: undefined, locale };
      // Outside a transaction its lock ends with the statement: the read is what is planned.
      expect(await lockCartWithContext(db, ask)).toBeDefined();
      expect((await stocksWithProducts(db, [a.id, b.id].slice(0, 1 + (i % 2)), day, userCartId)).found.size).toBe(1 + (i % 2));
    }
    const counts = await planCounts(['cart_lines_with_texts', 'cart_lines_with_bonus_rules', 'cart_with_shop_lines_id', 'checkout_cart_locked_context', 'stocks_with_products_and_lines']);
    expect(counts.map((c) => c.name)).toEqual(['cart_lines_with_bonus_rules', 'cart_lines_with_texts', 'cart_with_shop_lines_id', 'checkout_cart_locked_context', 'stocks_with_products_and_lines']);
    const replanned = counts.filter((c) => c.custom_plans > 5 || c.generic_plans + c.custom_plans < CALLS).map(({ statement: _, ...c }) => c);
    expect(replanned).toEqual([]);
    // Whether the generic plan looks dearer depends on the tables' statistics (on a small fresh database the cart
    // lines read passes the count above with `= any($locales)`; on the bench's it was planned 93 times in 100):
    // so no hot statement may hold a bare list parameter at all.
    const bareList = counts.filter((c) => /= any\(\$\d+\)/.test(c.statement)).map((c) => c.name);
    expect(bareList).toEqual([]);
  });
});
