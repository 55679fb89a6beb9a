/**
 * What the checkout benches share (checkout.ts, cart-cpu.ts, query-profile.ts): the bench shop with its stocks,
 * a valid delivery order body, the buyers' cart lines, the cart routes measured under load, and a counter of the
 * statements every pg client sends.
 */
import pg from 'pg';
import type { TestApi } from '../../tests/api/harness';
import { insideZone, openSlot, paymentIds, SELLER, sellableStock } from '../../tests/api/orders-fixtures';
import type { CartLine } from './checkout-burst';
import { benchShop, type Buyer } from './checkout-env';
import type { RouteLoad } from './route-latency';

export interface BenchScene {
  shopId: number;
  /** Main stocks of the shop; stocks[0] is the one every buyer shares. */
  stocks: number[];
  location: { latitude: number; longitude: number };
  /** The i-th buyer's order body (without cart_id): delivery in an open slot, half cash, half wallet. */
  order: (i: number) => Record<string, unknown>;
}

export async function benchScene(api: TestApi): Promise<BenchScene> {
  const shopId = (await sellableStock(api, SELLER)).shopId;
  const stocks = await benchShop(api, shopId);
  const [slot, location, pays] = await Promise.all([openSlot(api, shopId), insideZone(api, shopId), paymentIds(api)]);
  const order = (i: number) => ({ delivery_type: 'delivery', ...slot, location, address: { address: `${i} Bench Street` }, payment_id: pays.get(i % 2 ? 'wallet' : 'cash') });
  return { shopId, stocks, location, order };
}

/** Buyer i's cart: one unit of the shared stock and `quantity(i)` of one of the others. */
export function buyerLines(stocks: number[], quantity: (i: number) => number = () => 1): (i: number) => CartLine[] {
  return (i) => [
    { stock_id: stocks[0], quantity: 1 },
    { stock_id: stocks[1 + (i % (stocks.length - 1))], quantity: quantity(i) },
  ];
}

/** GET cart, insert-product and calculate, rotating over the buyers (cart i belongs to buyer i). */
export function cartRouteLoads(scene: BenchScene, buyers: Buyer[], carts: number[]): RouteLoad[] {
  const { shopId, stocks, location } = scene;
  const k = (i: number) => i % buyers.length;
  return [
    { label: 'GET dashboard/user/cart', method: 'GET', request: (i) => ({ path: '/dashboard/user/cart', token: buyers[k(i)].token }) },
    {
      label: 'POST dashboard/user/cart/insert-product',
      method: 'POST',
      request: (i) => ({ path: '/dashboard/user/cart/insert-product', token: buyers[k(i)].token, body: { shop_id: shopId, products: [{ stock_id: stocks[1 + (i % (stocks.length - 1))], quantity: 1 + (i % 3) }] } }),
    },
    {
      label: 'POST dashboard/user/cart/calculate/:id',
      method: 'POST',
      request: (i) => ({ path: `/dashboard/user/cart/calculate/${carts[k(i)]}`, token: buyers[k(i)].token, body: { type: 'delivery', address: location } }),
    },
  ];
}

/**
 * Every statement any pg client of this process sends (pool and transaction connections alike), from now until
 * `stop`: `count`, and with `keepText` the SQL of each, shortened to one line (costs CPU: off for CPU figures).
 */
export function statementLog({ keepText = true } = {}) {
  const state = { count: 0, log: [] as string[] };
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function logged(this: unknown, ...args: unknown[]) {
    state.count++;
    if (keepText) {
      const q = args[0] as string | { text: string; name?: string };
      // A prepared (named) statement shows its name: one that has none is parsed and planned on every call.
      const named = typeof q === 'string' || !q.name ? '' : `[${q.name}] `;
      state.log.push(named + (typeof q === 'string' ? q : q.text).replace(/\s+/g, ' ').slice(0, 160 - named.length));
    }
    return original.apply(this, args);
  };
  return {
    get count() {
      return state.count;
    },
    log: state.log,
    reset: () => {
      state.count = 0;
      state.log.length = 0;
    },
    stop: () => void (proto.query = original),
  };
}
