/**
 * Statements per request of the cart and checkout routes on PostgreSQL (`npx tsx scripts/bench/query-profile.ts`):
 * counts what each route sends to the database, with the SQL, so round trips can be cut. Not part of any test.
 */
import { makeBuyers, startBenchWorld } from './checkout-env';
import { benchScene, statementLog } from './checkout-scene';

async function main() {
  const statements = statementLog();
  const world = await startBenchWorld();
  try {
    const api = world.api;
    const scene = await benchScene(api);
    const [buyer] = await makeBuyers(api, 1, 10_000_000);
    const print = (label: string, status: number, extra = '') => {
      console.log(`\n## ${label}: ${status}, ${statements.count} statements${extra}`);
      for (const s of statements.log) console.log(`  ${s}`);
    };
    const step = async (label: string, fn: () => Promise<{ status: number }>) => {
      await fn(); // first call warms caches
      statements.reset();
      const t = performance.now();
      const res = await fn();
      print(label, res.status, `, ${Math.round(performance.now() - t)} ms`);
    };
    const body = { shop_id: scene.shopId, products: [{ stock_id: scene.stocks[0], quantity: 1 }, { stock_id: scene.stocks[1], quantity: 2 }] };
    let cartId = 0;
    await step('insert-product', async () => {
      const r = await api.call('POST', '/dashboard/user/cart/insert-product', { token: buyer.token, body });
      cartId = Number(r.body.data.id);
      return r;
    });
    await step('GET cart', () => api.call('GET', '/dashboard/user/cart', { token: buyer.token }));
    await step('calculate', () => api.call('POST', `/dashboard/user/cart/calculate/${cartId}`, { token: buyer.token, body: { type: 'delivery', address: scene.location } }));
    statements.reset();
    // Buyer 1's order body: paid from the wallet.
    const res = await api.call('POST', '/dashboard/user/orders', { token: buyer.token, body: { cart_id: cartId, ...scene.order(1) }, headers: { 'idempotency-key': 'k1' } });
    print('checkout (wallet, 2 lines)', res.status);
  } finally {
    statements.stop();
    await world.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
