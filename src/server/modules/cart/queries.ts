import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyOf, anyOfIds, preparedQuery } from '../../db/prepared';
import { ApiError } from '../../http/api-error';
import { cartDetails, carts, products, shops, stockAddons, stocks, userCarts } from '../../db/schema';
import type { DiscountRow } from '../catalog/pricing';
import { decodeDiscounts, runningDiscountsJson } from './cart-lines';
import { fromJsonRow, jsonRow } from '../../db/json-rows';

/** Row reads and writes of carts; every statement is scoped to one cart or one owner. */

export type CartRow = typeof carts.$inferSelect;
export type UserCartRow = typeof userCarts.$inferSelect;
export { deleteLineIds, setCartTotal, upsertLines, type LineInsert } from './line-writes';

export async function ownCart(db: Db, ownerId: number) {
  const [row] = await db.select().from(carts).where(eq(carts.ownerId, ownerId)).limit(1);
  return row;
}

export async function ownCartById(db: Db, cartId: number, ownerId: number) {
  const [row] = await db.select().from(carts).where(and(eq(carts.id, cartId), eq(carts.ownerId, ownerId))).limit(1);
  return row;
}

const approvedShopQuery = preparedQuery('approved_shop', (db) =>
  db.select({ id: shops.id }).from(shops).where(and(eq(shops.id, sql.placeholder('shopId')), eq(shops.status, 'approved'))).limit(1),
);

export async function approvedShop(db: Db, shopId: number) {
  const [row] = await approvedShopQuery(db, { shopId });
  return row;
}

const lockOwnCartQuery = preparedQuery('lock_own_cart', (db) => db.select().from(carts).where(eq(carts.ownerId, sql.placeholder('ownerId'))).limit(1).for('update'));

/** The owner's cart, row-locked to the end of the transaction: a concurrent "clear cart" waits for the writer. */
export async function lockOwnCart(db: Db, ownerId: number) {
  const [row] = await lockOwnCartQuery(db, { ownerId });
  return row;
}

/** The owner's cart locked like lockOwnCart, and whether `shopId` is an approved shop, in one statement. */
const lockOwnCartForShopQuery = preparedQuery('lock_own_cart_for_shop', (db) =>
  db
    .select({
      cart: carts,
      shopApproved: sql<boolean>`exists (select 1 from ${shops} s where s.id = ${sql.placeholder('shopId')} and s.status = 'approved')`,
      // The owner's participant row, which every owner write needs next (see ensureOwnerUserCart): no statement of its own.
      ownerRow: sql<{ id: number; cartId: number; userId: number | null; status: boolean; name: string | null; uuid: string; createdAt: string; updatedAt: string } | null>`(
        select json_build_object('id', u.id, 'cartId', u.cart_id, 'userId', u.user_id, 'status', u.status, 'name', u.name, 'uuid', u.uuid,
          'createdAt', u.created_at, 'updatedAt', u.updated_at) from ${userCarts} u where u.cart_id = "carts"."id" and u.user_id = "carts"."owner_id")`,
    })
    .from(carts)
    .where(eq(carts.ownerId, sql.placeholder('ownerId')))
    .limit(1)
    .for('update', { of: carts }),
);

/**
 * The owner's cart, created for `shopId` when missing, and locked like lockOwnCart (one per owner: a concurrent
 * create keeps the first; a cart deleted between the insert and the lock is created again). Undefined when
 * `shopId` is not an approved shop (the caller answers 404; its transaction rolls back, nothing changed).
 */
export async function ensureCart(db: Db, v: { ownerId: number; shopId: number; currencyId: number | null; rate: number }): Promise<{ cart: CartRow; ownerRow?: UserCartRow } | undefined> {
  // Most writes find the cart there: lock it, check the shop and read the owner's participant row straight away,
  // one statement instead of three.
  const [existing] = await lockOwnCartForShopQuery(db, { ownerId: v.ownerId, shopId: v.shopId });
  if (existing) {
    const u = existing.ownerRow;
    const ownerRow = u ? { ...u, createdAt: new Date(u.createdAt), updatedAt: new Date(u.updatedAt) } : undefined;
    return existing.shopApproved ? { cart: existing.cart, ownerRow } : undefined;
  }
  if (!(await approvedShop(db, v.shopId))) return undefined;
  for (let attempt = 0; attempt < 3; attempt++) {
    await db.insert(carts).values(v).onConflictDoNothing({ target: carts.ownerId });
    const row = await lockOwnCart(db, v.ownerId);
    if (row) return { cart: row };
  }
  throw new ApiError('CONFLICT', { headers: { 'Retry-After': '1' } });
}

/** Moves an EMPTY cart to another shop in one conditional statement; undefined when it has lines. */
export async function moveEmptyCart(db: Db, cartId: number, shopId: number) {
  const lines = db
    .select({ one: sql`1` })
    .from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .where(eq(userCarts.cartId, cartId));
  const [row] = await db.update(carts).set({ shopId, totalPrice: 0 }).where(and(eq(carts.id, cartId), notExists(lines))).returning();
  return row;
}

const userCartQuery = preparedQuery('user_cart_of', (db) =>
  db.select().from(userCarts).where(and(eq(userCarts.cartId, sql.placeholder('cartId')), eq(userCarts.userId, sql.placeholder('userId')))).limit(1),
);

/** The owner's participant row of the cart (created on first use). */
export async function ensureOwnerUserCart(db: Db, cartId: number, userId: number, name: string | null) {
  // Read first: after the first insert the row is there, and the insert would be a wasted round trip.
  const [found] = await userCartQuery(db, { cartId, userId });
  if (found) return found;
  await db.insert(userCarts).values({ cartId, userId, name }).onConflictDoNothing({ target: [userCarts.cartId, userCarts.userId] });
  const [row] = await userCartQuery(db, { cartId, userId });
  return row!;
}

const userCartsQuery = preparedQuery('user_carts_of', (db) => db.select().from(userCarts).where(eq(userCarts.cartId, sql.placeholder('cartId'))).orderBy(asc(userCarts.id)));

export async function userCartsOf(db: Db, cartId: number) {
  return userCartsQuery(db, { cartId });
}

/**
 * The participant's regular lines as a JSON column: not tied to the stock row, so planned once per statement (an
 * InitPlan) and repeated on each row. Read after the cart lock, like every statement that follows it.
 */
const participantLinesJson = sql<Record<string, unknown>[]>`coalesce((select json_agg(${jsonRow(cartDetails, 'cd')} order by cd.id)
  from ${cartDetails} cd where cd.user_cart_id = ${sql.placeholder('userCartId')}::integer and not cd.bonus), '[]'::json)`;

const stocksWithProductsQuery = preparedQuery('stocks_with_products_and_lines', (db) =>
  db
    .select({ stock: stocks, product: products, discounts: runningDiscountsJson(), lines: participantLinesJson })
    .from(stocks)
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(anyOfIds(stocks.id, 'stockIds')),
);

/**
 * The stocks with their products and each product's running discounts on `today` (in the same statement, ADR
 * 0026), and the participant's regular lines (ADR 0031: one statement fewer per insert-product). The lines come
 * with the rows, so none is read when no stock is found — then every item is an unknown stock and the call a 400.
 */
export async function stocksWithProducts(db: Db, stockIds: number[], today: string, userCartId: number) {
  type Found = { stock: typeof stocks.$inferSelect; product: typeof products.$inferSelect; discounts: DiscountRow[] };
  const found = new Map<number, Found>();
  if (!stockIds.length) return { found, lines: [] };
  const rows = await stocksWithProductsQuery(db, { stockIds: [...new Set(stockIds)], today, userCartId });
  for (const { lines: _lines, ...r } of rows) found.set(r.stock.id, { ...r, discounts: decodeDiscounts(r.discounts) });
  return { found, lines: (rows[0]?.lines ?? []).map((l) => fromJsonRow(cartDetails, l)) };
}

/** Allowed add-on products per parent stock, as "stockId:productId" keys. */
const addonsOfQuery = preparedQuery('stock_addons_of', (db) => db.select().from(stockAddons).where(anyOf(stockAddons.stockId, 'stockIds')));

export async function allowedAddons(db: Db, parentStockIds: number[]): Promise<Set<string>> {
  if (!parentStockIds.length) return new Set();
  const rows = await addonsOfQuery(db, { stockIds: parentStockIds });
  return new Set(rows.map((r) => `${r.stockId}:${r.addonId}`));
}

/** Lines among `ids` that belong to carts the user owns. */
export async function ownedLineIds(db: Db, ids: number[], ownerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: cartDetails.id })
    .from(cartDetails)
    .innerJoin(userCarts, eq(userCarts.id, cartDetails.userCartId))
    .innerJoin(carts, eq(carts.id, userCarts.cartId))
    .where(and(inArray(cartDetails.id, ids), eq(carts.ownerId, ownerId)));
  return rows.map((r) => r.id);
}

export async function deleteOwnCarts(db: Db, ownerId: number, ids?: number[]) {
  return db
    .delete(carts)
    .where(and(eq(carts.ownerId, ownerId), ids ? inArray(carts.id, ids) : undefined))
    .returning({ id: carts.id });
}
