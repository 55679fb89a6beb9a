/**
 * Statements per request of the cart and checkout routes on PostgreSQL (`npx tsx scripts/bench/query-profile.ts`):
 * counts what each route sends to the database, with the SQL, so round trips can be cut. Not part of any test.
 */
import pg from 'pg';
import { insideZone, openSlot, paymentIds, SELLER, sellableStock } from '../../tests/api/orders-fixtures';
import { benchShop, makeBuyers, startBenchWorld } from './checkout-env';

const log: string[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function patched(this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text: string };
  log.push((typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').slice(0, 160));
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

async function main() {
  const world = await startBenchWorld();
  try {
    const api = world.api;
    const shopId = (await sellableStock(api, SELLER)).shopId;
    const stocks = await benchShop(api, shopId);
    const [slot, location, pays] = await Promise.all([openSlot(api, shopId), insideZone(api, shopId), paymentIds(api)]);
    const [buyer] = await makeBuyers(api, 1, 10_000_000);
    const step = async (label: string, fn: () => Promise<{ status: number }>) => {
      await fn(); // first call warms caches
      log.length = 0;
      const t = performance.now();
      const res = await fn();
      console.log(`\n## ${label}: ${res.status}, ${log.length} statements, ${Math.round(performance.now() - t)} ms`);
      for (const s of log) console.log(`  ${s}`);
    };
    const body = { shop_id: shopId, products: [{ stock_id: stocks[0], quantity: 1 }, { stock_id: stocks[1], quantity: 2 }] };
    let cartId = 0;
    await step('insert-product', async () => {
      const r = await api.call('POST', '/dashboard/user/cart/insert-product', { token: buyer.token, body });
      cartId = Number(r.body.data.id);
      return r;
    });
    await step('GET cart', () => api.call('GET', '/dashboard/user/cart', { token: buyer.token }));
    await step('calculate', () => api.call('POST', `/dashboard/user/cart/calculate/${cartId}`, { token: buyer.token, body: { type: 'delivery', address: location } }));
    log.length = 0;
    const order = { cart_id: cartId, delivery_type: 'delivery', ...slot, location, address: { address: '1 Bench Street' }, payment_id: pays.get('wallet') };
    const res = await api.call('POST', '/dashboard/user/orders', { token: buyer.token, body: order, headers: { 'idempotency-key': 'k1' } });
    console.log(`\n## checkout: ${res.status}, ${log.length} statements`);
    for (const s of log) console.log(`  ${s}`);
  } finally {
    await world.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
