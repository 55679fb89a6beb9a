/**
 * CPU per request of the cart routes and of checkout on PostgreSQL (`npx tsx scripts/bench/cart-cpu.ts`; add
 * `node --cpu-prof` through NODE_OPTIONS for a profile). The API runs in this process, so process CPU time divided
 * by requests is what one request costs the event loop (plus the load generator's share, the same before and
 * after a change) — a figure a busy shared machine skews far less than requests/s. Not part of any test.
 */
import { sql } from 'drizzle-orm';
import { fillCarts, burst, checkoutRequests } from './checkout-burst';
import { benchShop, makeBuyers, startBenchWorld } from './checkout-env';
import { measureRoute } from './route-latency';
import { loadAverage } from './load-average';
import { insideZone, openSlot, paymentIds, SELLER, sellableStock } from '../../tests/api/orders-fixtures';

const BUYERS = 100;
const SECONDS = Number(process.env.BENCH_ROUTE_SECONDS) || 4;

async function main() {
  const world = await startBenchWorld();
  try {
    const api = world.api;
    const shopId = (await sellableStock(api, SELLER)).shopId;
    const stocks = await benchShop(api, shopId);
    const [slot, location, pays] = await Promise.all([openSlot(api, shopId), insideZone(api, shopId), paymentIds(api)]);
    for (const id of stocks) await api.ctx.db.execute(sql`update stocks set quantity = 1000000 where id = ${id}`);
    const buyers = await makeBuyers(api, BUYERS, 10_000_000);
    const lines = (i: number) => [
      { stock_id: stocks[0], quantity: 1 },
      { stock_id: stocks[1 + (i % (stocks.length - 1))], quantity: 1 },
    ];
    const carts = await fillCarts(api, buyers, shopId, lines);
    const k = (i: number) => i % BUYERS;
    const loads = [
      { label: 'GET cart', method: 'GET' as const, request: (i: number) => ({ path: '/dashboard/user/cart', token: buyers[k(i)].token }) },
      {
        label: 'insert-product',
        method: 'POST' as const,
        request: (i: number) => ({ path: '/dashboard/user/cart/insert-product', token: buyers[k(i)].token, body: { shop_id: shopId, products: [{ stock_id: stocks[1 + (i % (stocks.length - 1))], quantity: 1 + (i % 3) }] } }),
      },
      {
        label: 'calculate',
        method: 'POST' as const,
        request: (i: number) => ({ path: `/dashboard/user/cart/calculate/${carts[k(i)]}`, token: buyers[k(i)].token, body: { type: 'delivery', address: location } }),
      },
    ];
    console.log(`load average ${loadAverage()} at start`);
    console.log('| route | requests | req/s | p50 | p99 | CPU ms/request |');
    // CART_CPU_ROUTES=0 measures checkout alone (e.g. for a profile of it).
    for (const load of process.env.CART_CPU_ROUTES === '0' ? [] : loads) {
      await measureRoute(api.url, load, { connections: 20, seconds: 1, warmupSeconds: 0 });
      const cpu = process.cpuUsage();
      const r = await measureRoute(api.url, load, { connections: 20, seconds: SECONDS, warmupSeconds: 0 });
      const used = process.cpuUsage(cpu);
      const ms = (used.user + used.system) / 1000 / r.requests;
      console.log(`| ${load.label} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${ms.toFixed(2)} |`);
    }
    const order = (i: number) => ({ delivery_type: 'delivery', ...slot, location, address: { address: `${i} Bench Street` }, payment_id: pays.get(i % 2 ? 'wallet' : 'cash') });
    const cpu = process.cpuUsage();
    const result = await burst(api, checkoutRequests(buyers, carts, order));
    const used = process.cpuUsage(cpu);
    const ok = result.outcomes.filter((o) => o.status === 201).length;
    console.log(`checkout: ${ok} × 201 in ${result.seconds.toFixed(2)} s (${(ok / result.seconds).toFixed(1)} orders/s), CPU ${((used.user + used.system) / 1000 / BUYERS).toFixed(2)} ms/order; load average ${loadAverage()}`);
  } finally {
    await world.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
