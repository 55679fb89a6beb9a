import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sqlRows, type TestApi } from './harness';

export { countStatements } from './harness';

/** Seeded rows and helpers shared by the cart API tests (read from the database, never hard-coded ids). */

export const CART = '/dashboard/user/cart';

export interface StockFixture {
  id: number;
  productId: number;
  price: number;
  quantity: number;
  maxQty: number;
  minQty: number;
  tax: number;
}

const num = (v: unknown) => Number(v);

/** Sellable stocks (published, active, non-addon product, quantity ≥ min) of a shop, cheapest first. */
export async function sellableStocks(api: TestApi, shopId: number, extra = sql`true`): Promise<StockFixture[]> {
  const rows = await sqlRows<Record<string, unknown>>(
    api,
    sql`select s.id, s.product_id, s.price, s.quantity, p.max_qty, p.min_qty, p.tax from stocks s join products p on p.id = s.product_id
      where p.shop_id = ${shopId} and p.status = 'published' and p.active and not p.addon and not s.addon and s.quantity >= 20 and ${extra}
      and not exists (select 1 from product_discounts pd where pd.product_id = p.id)
      order by s.price, s.id`,
  );
  return rows.map((r) => ({ id: num(r.id), productId: num(r.product_id), price: num(r.price), quantity: num(r.quantity), maxQty: num(r.max_qty), minQty: num(r.min_qty), tax: num(r.tax) }));
}

/** A main stock of the shop that offers add-ons, with one allowed add-on stock. */
export async function stockWithAddon(api: TestApi, shopId: number) {
  const [row] = await sqlRows<Record<string, unknown>>(
    api,
    sql`select sa.stock_id, a.id as addon_stock from stock_addons sa
      join stocks s on s.id = sa.stock_id join products p on p.id = s.product_id
      join products ap on ap.id = sa.addon_id join stocks a on a.product_id = ap.id
      where p.shop_id = ${shopId} and p.status = 'published' and p.active and s.quantity >= 20
        and ap.status = 'published' and ap.active and a.quantity >= 20
      order by sa.stock_id, a.id limit 1`,
  );
  return { main: num(row.stock_id), addon: num(row.addon_stock) };
}

/** All lines of a Cart answer (top level, then nested add-ons). */
export function allLines(cart: any): any[] {
  const top = cart.user_carts.flatMap((u: any) => u.cartDetails);
  return [...top, ...top.flatMap((l: any) => l.addons)];
}

export async function signIn(api: TestApi, email: string): Promise<string> {
  const res = await api.call('POST', '/auth/login', { body: { email, password: api.config.demoPassword } });
  expect(res.status).toBe(200);
  return res.body.data.access_token;
}

export async function lineCount(api: TestApi, email: string): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(
    api,
    sql`select count(*) as n from cart_details d join user_carts u on u.id = d.user_cart_id join carts c on c.id = u.cart_id
      join users us on us.id = c.owner_id where us.email = ${email}`,
  );
  return Number(row.n);
}

export const expectError = (res: { status: number; body: any }, status: number, code?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ status: false, statusCode: expect.stringMatching(/^ERROR_\d+$/), message: expect.any(String) });
  if (code) expect(res.body.statusCode).toBe(code);
};
