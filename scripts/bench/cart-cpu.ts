/**
 * CPU per request of the cart routes and of checkout on PostgreSQL (`npx tsx scripts/bench/cart-cpu.ts`; with
 * CPU_PROFILE_DIR=<dir> a CPU profile of each measured run is written there, see cpu-profile.ts). The API runs in this
 * process and the route load in a child (route-latency.ts), so process CPU time divided by requests is what one
 * request costs the API's event loop — a figure a busy shared machine skews far less than requests/s (checkout's
 * buyers share this process: their share is in its figure). Statements per request are counted alongside. Not part
 * of any test.
 */
import { sql } from 'drizzle-orm';
import { fillCarts, burst, checkoutRequests, tally } from './checkout-burst';
import { makeBuyers, startBenchWorld } from './checkout-env';
import { benchScene, buyerLines, cartRouteLoads, statementLog } from './checkout-scene';
import { measureRoute } from './route-latency';
import { loadAverage } from './load-average';
import { profiled } from './cpu-profile';
import { postgresCpuMs } from './server-cpu';

// CART_CPU_BUYERS raises the checkout sample (CPU figures on a busy machine need a few hundred orders).
const BUYERS = Number(process.env.CART_CPU_BUYERS) || 100;
const SECONDS = Number(process.env.BENCH_ROUTE_SECONDS) || 4;

async function main() {
  const world = await startBenchWorld();
  const statements = statementLog({ keepText: false });
  try {
    const api = world.api;
    const scene = await benchScene(api);
    for (const id of scene.stocks) await api.ctx.db.execute(sql`update stocks set quantity = 1000000 where id = ${id}`);
    const buyers = await makeBuyers(api, BUYERS, 10_000_000);
    const carts = await fillCarts(api, buyers, scene.shopId, buyerLines(scene.stocks));
    console.log(`load average ${loadAverage()} at start`);
    console.log('| route | requests | req/s | p50 | p99 | CPU ms/request | PostgreSQL CPU ms/request | statements/request |');
    // CART_CPU_ROUTES=0 measures checkout alone (e.g. for a profile of it).
    for (const load of process.env.CART_CPU_ROUTES === '0' ? [] : cartRouteLoads(scene, buyers, carts)) {
      await measureRoute(api.url, load, { connections: 20, seconds: 1, warmupSeconds: 0 });
      statements.reset();
      const cpu = process.cpuUsage();
      const pg = postgresCpuMs();
      const r = await profiled(load.label, () => measureRoute(api.url, load, { connections: 20, seconds: SECONDS, warmupSeconds: 0 }));
      const used = process.cpuUsage(cpu);
      const ms = (used.user + used.system) / 1000 / r.requests;
      const pgMs = (postgresCpuMs() - pg) / r.requests;
      console.log(`| ${load.label} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${ms.toFixed(2)} | ${pgMs.toFixed(2)} | ${(statements.count / r.requests).toFixed(1)} |`);
    }
    statements.reset();
    const cpu = process.cpuUsage();
    const pg = postgresCpuMs();
    const result = await profiled('checkout', () => burst(api, checkoutRequests(buyers, carts, scene.order)));
    const used = process.cpuUsage(cpu);
    const ok = result.outcomes.filter((o) => o.status === 201).length;
    console.log(
      `checkout: ${ok} × 201 in ${result.seconds.toFixed(2)} s (${(ok / result.seconds).toFixed(1)} orders/s), CPU ${((used.user + used.system) / 1000 / BUYERS).toFixed(2)} ms/order ` +
        `(PostgreSQL ${((postgresCpuMs() - pg) / BUYERS).toFixed(2)}), ` +
        `${(statements.count / BUYERS).toFixed(1)} statements/order; statuses ${JSON.stringify(tally(result.outcomes))}; load average ${loadAverage()}`,
    );
  } finally {
    statements.stop();
    await world.stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
