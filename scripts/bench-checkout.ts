/**
 * Checkout throughput: N buyers (default 100), each with a one-line cart (at the shop's minimum), place their orders at the same
 * moment against the built-in API on PostgreSQL; reports orders per second. Reusable from `npm run bench`
 * (`measureCheckoutThroughput`) or alone: `DATABASE_URL=postgres://… npx tsx scripts/bench-checkout.ts`.
 * It writes into the database it is given (new buyers, carts, orders): point it at a throwaway one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readConfig } from '../src/server/config';
import { cartDetails, carts, userCarts, users } from '../src/server/db/schema';
import { apiRoutes, createApiHandler, startContext } from '../src/server';
import { issueToken } from '../src/server/modules/auth/tokens';

export interface CheckoutBench {
  buyers: number;
  created: number;
  seconds: number;
  ordersPerSecond: number;
  statuses: Record<number, number>;
}

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

async function rows<T>(db: { execute(q: unknown): Promise<unknown> }, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as { rows: T[] }).rows;
}

export async function measureCheckoutThroughput(databaseUrl: string, buyers = 100): Promise<CheckoutBench> {
  const ctx = await startContext({ ...readConfig({ ...process.env, LOG_LEVEL: 'warn' }), databaseUrl, seedImages: false, demoOperator: false });
  const server = http.createServer(createApiHandler(async () => ctx, apiRoutes));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  try {
    const db = ctx.db;
    // A well-stocked main product of an approved shop that has a delivery zone.
    const [pick] = await rows<{ stock_id: number; shop_id: number; polygon: [number, number][]; price: number; min_amount: number }>(db, sql`
      select s.id as stock_id, p.shop_id, z.polygon, s.price, sh.min_amount from stocks s join products p on p.id = s.product_id
      join shops sh on sh.id = p.shop_id join shop_delivery_zones z on z.shop_id = sh.id
      where sh.status = 'approved' and sh.open and s.price > 0 and p.status = 'published' and p.active and not p.addon
      order by sh.min_amount, s.id limit 1`);
    // Enough units per cart to reach the shop's minimum order.
    const quantity = Math.max(1, Math.ceil(Number(pick.min_amount) / Number(pick.price)));
    await db.execute(sql`update stocks set quantity = quantity + ${buyers * quantity} where id = ${pick.stock_id}`);
    const days = await rows<{ day: string; from: string; disabled: boolean }>(db, sql`select day, "from", disabled from shop_working_days where shop_id = ${pick.shop_id}`);
    let slot: { delivery_date: string; delivery_time: string } | null = null;
    for (let i = 1; i <= 14 && !slot; i++) {
      const d = new Date(Date.now() + i * 86_400_000);
      const row = days.find((r) => r.day === WEEK[d.getUTCDay()] && !r.disabled);
      if (row) slot = { delivery_date: d.toISOString().slice(0, 10), delivery_time: `${row.from.split('-')[0].padStart(2, '0')}:30` };
    }
    if (!slot) throw new Error('the picked shop never works');
    const location = {
      latitude: pick.polygon.reduce((a, p) => a + p[0], 0) / pick.polygon.length,
      longitude: pick.polygon.reduce((a, p) => a + p[1], 0) / pick.polygon.length,
    };

    const tag = randomBytes(4).toString('hex');
    const people = await db
      .insert(users)
      .values(Array.from({ length: buyers }, (_, i) => ({ email: `bench-${tag}-${i}@groops.test`, myReferral: `B${tag}${i}`.toUpperCase() })))
      .returning({ id: users.id });
    const buyersReady = await Promise.all(
      people.map(async ({ id }) => {
        const [cart] = await db.insert(carts).values({ shopId: pick.shop_id, ownerId: id }).returning({ id: carts.id });
        const [owner] = await db.insert(userCarts).values({ cartId: cart.id, userId: id }).returning({ id: userCarts.id });
        await db.insert(cartDetails).values({ userCartId: owner.id, stockId: pick.stock_id, quantity });
        return { cartId: cart.id, token: await issueToken(db, id, new Date(), 1) };
      }),
    );

    const started = performance.now();
    const statuses = await Promise.all(
      buyersReady.map(async (b) => {
        const res = await fetch(`${base}/dashboard/user/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
          body: JSON.stringify({ cart_id: b.cartId, delivery_type: 'delivery', ...slot, location }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const tally: Record<number, number> = {};
    for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1;
    const created = tally[201] ?? 0;
    return { buyers, created, seconds: Math.round(seconds * 100) / 100, ordersPerSecond: Math.round((created / seconds) * 10) / 10, statuses: tally };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.database.close();
  }
}

if (process.argv[1]?.endsWith('bench-checkout.ts')) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a throwaway PostgreSQL database (scripts/pg-temp.sh start).');
    process.exit(2);
  }
  measureCheckoutThroughput(url, Number(process.env.BENCH_BUYERS) || 100).then((r) => console.log(JSON.stringify(r)));
}
