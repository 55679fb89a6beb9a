import { eq, sql } from 'drizzle-orm';
import { cartDetails, carts, orderDetails, orders, orderStatusEvents, transactions, userCarts, walletHistories, wallets } from '../../src/server/db/schema';
import { sqlRows, type TestApi } from './harness';

/** Shared set-up of the orders tests: people, a sellable stock, and orders written straight into the DB. */

export const SELLER = 'seller@groops.test';
export const DRIVER = 'driver@groops.test';
export const ADMIN = 'admin@groops.test';

export async function login(api: TestApi, email: string): Promise<string> {
  const res = await api.call('POST', '/auth/login', { body: { email, password: api.config.demoPassword } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return res.body.data.access_token;
}

export async function userId(api: TestApi, email: string): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(api, sql`select id from users where email = ${email}`);
  return Number(row.id);
}

export interface SellableStock {
  stockId: number;
  productId: number;
  shopId: number;
  price: number;
  quantity: number;
}

/** A main (non-addon) stock of a published product in an approved shop; `ownerEmail` picks whose shop. */
export async function sellableStock(api: TestApi, ownerEmail = SELLER, skip = 0): Promise<SellableStock> {
  const rows = await sqlRows<Record<string, number>>(
    api,
    sql`select s.id as "stockId", p.id as "productId", p.shop_id as "shopId", s.price, s.quantity
      from stocks s join products p on p.id = s.product_id join shops sh on sh.id = p.shop_id join users u on u.id = sh.user_id
      where u.email = ${ownerEmail} and sh.status = 'approved' and p.status = 'published' and p.active and not p.addon and s.quantity >= 20
      order by s.id limit 1 offset ${skip}`,
  );
  if (!rows[0]) throw new Error('no sellable stock');
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)])) as unknown as SellableStock;
}

export interface OrderSeed {
  userId: number;
  stock: SellableStock;
  quantity?: number;
  status?: string;
  deliveryType?: 'delivery' | 'pickup' | 'dine_in';
  /** wallet: paid transaction and the wallet debited, like a checkout would; cash: a transaction in progress. */
  pay?: 'wallet' | 'cash' | null;
  deliverymanId?: number | null;
}

/** An order as checkout leaves it (stock already taken), written directly. Returns its id and total. */
export async function insertOrder(api: TestApi, seed: OrderSeed): Promise<{ id: number; total: number }> {
  const db = api.ctx.db;
  const quantity = seed.quantity ?? 1;
  const total = seed.stock.price * quantity;
  const status = seed.status ?? 'new';
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: seed.userId,
        shopId: seed.stock.shopId,
        status,
        deliveryType: seed.deliveryType ?? 'delivery',
        originPrice: total,
        totalPrice: total,
        currencyId: sql`(select id from currencies where "default" limit 1)` as unknown as number,
        deliverymanId: seed.deliverymanId ?? null,
        location: { latitude: 38.9, longitude: -77.03 },
        address: { address: 'Test street 1' },
        // The API's clock, not the database's: the demo operator compares ages with it.
        createdAt: api.clock.now(),
        updatedAt: api.clock.now(),
      })
      .returning({ id: orders.id });
    await tx.insert(orderDetails).values({ orderId: order.id, stockId: seed.stock.stockId, quantity, originPrice: total, totalPrice: total });
    await tx.execute(sql`update stocks set quantity = quantity - ${quantity} where id = ${seed.stock.stockId}`);
    await tx.insert(orderStatusEvents).values({ orderId: order.id, status, userId: seed.userId });
    if (seed.pay) {
      const paid = seed.pay === 'wallet';
      await tx.insert(transactions).values({
        orderId: order.id,
        userId: seed.userId,
        price: total,
        status: paid ? 'paid' : 'progress',
        paymentSysId: sql`(select id from payments where tag = ${seed.pay})` as unknown as number,
      });
      if (paid) {
        const [w] = await tx.update(wallets).set({ price: sql`${wallets.price} - ${total}` }).where(eq(wallets.userId, seed.userId)).returning({ uuid: wallets.uuid });
        // Like checkout: every balance change has its history row (the ledger check runs when a test file ends).
        if (w) await tx.insert(walletHistories).values({ walletUuid: w.uuid, type: 'withdraw', price: total, status: 'paid', note: `Order #${order.id}` });
      }
    }
    return { id: order.id, total };
  });
}

/** Sets a wallet's balance as a test adjustment, with the history row that explains it (the ledger stays true). */
export async function setWalletBalance(api: TestApi, uid: number, price: number): Promise<void> {
  await api.ctx.db.transaction(async (tx) => {
    const [w] = await tx.select({ uuid: wallets.uuid, price: wallets.price }).from(wallets).where(eq(wallets.userId, uid));
    const delta = price - Number(w.price);
    if (delta === 0) return;
    await tx.update(wallets).set({ price }).where(eq(wallets.uuid, w.uuid));
    await tx.insert(walletHistories).values({ walletUuid: w.uuid, type: delta > 0 ? 'topup' : 'withdraw', price: Math.abs(delta), status: 'paid', note: 'Test adjustment' });
  });
}

export async function walletOf(api: TestApi, uid: number): Promise<number> {
  const [row] = await sqlRows<{ price: string | number }>(api, sql`select price from wallets where user_id = ${uid}`);
  return Number(row?.price ?? 0);
}

export async function stockQty(api: TestApi, stockId: number): Promise<number> {
  const [row] = await sqlRows<{ quantity: number }>(api, sql`select quantity from stocks where id = ${stockId}`);
  return Number(row.quantity);
}

export interface CartLineSeed {
  stockId: number;
  quantity: number;
  /** Index of the main line this addon belongs to. */
  parent?: number;
}

/** Replaces the user's cart with one holding `lines` at `shopId` (as cart/insert-product would). */
export async function insertCart(api: TestApi, uid: number, shopId: number, lines: CartLineSeed[]): Promise<number> {
  return api.ctx.db.transaction(async (tx) => {
    await tx.delete(carts).where(eq(carts.ownerId, uid));
    const [cart] = await tx.insert(carts).values({ shopId, ownerId: uid }).returning({ id: carts.id });
    const [owner] = await tx.insert(userCarts).values({ cartId: cart.id, userId: uid, name: 'me' }).returning({ id: userCarts.id });
    const ids: number[] = [];
    for (const l of lines) {
      const parentId = l.parent === undefined ? null : ids[l.parent];
      const [row] = await tx.insert(cartDetails).values({ userCartId: owner.id, stockId: l.stockId, quantity: l.quantity, parentId }).returning({ id: cartDetails.id });
      ids.push(row.id);
    }
    return cart.id;
  });
}

/** A delivery slot the shop works: the first working, not closed day from tomorrow on, an hour after opening. */
export async function openSlot(api: TestApi, shopId: number): Promise<{ delivery_date: string; delivery_time: string }> {
  const days = await sqlRows<{ day: string; from: string; disabled: boolean }>(api, sql`select day, "from", disabled from shop_working_days where shop_id = ${shopId}`);
  const closed = new Set((await sqlRows<{ day: string }>(api, sql`select day::text as day from shop_closed_dates where shop_id = ${shopId}`)).map((r) => r.day));
  const names = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  for (let i = 1; i <= 14; i++) {
    const d = new Date(api.clock.now().getTime() + i * 86_400_000);
    const date = d.toISOString().slice(0, 10);
    const row = days.find((r) => r.day === names[d.getUTCDay()]);
    if (!row || row.disabled || closed.has(date)) continue;
    const [h, m] = row.from.split('-').map(Number);
    return { delivery_date: date, delivery_time: `${String(h + 1).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
  }
  throw new Error('shop never open');
}

/** The mean of the shop's delivery polygon: inside it for the seed's convex zones. */
export async function insideZone(api: TestApi, shopId: number): Promise<{ latitude: number; longitude: number }> {
  const [row] = await sqlRows<{ polygon: [number, number][] }>(api, sql`select polygon from shop_delivery_zones where shop_id = ${shopId}`);
  const pts = row.polygon;
  return { latitude: pts.reduce((a, p) => a + p[0], 0) / pts.length, longitude: pts.reduce((a, p) => a + p[1], 0) / pts.length };
}

export async function paymentIds(api: TestApi): Promise<Map<string, number>> {
  const rows = await sqlRows<{ id: number; tag: string }>(api, sql`select id, tag from payments`);
  return new Map(rows.map((r) => [r.tag, Number(r.id)]));
}
