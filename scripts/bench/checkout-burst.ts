/**
 * The buyer side of the checkout bench, through the real HTTP routes: carts filled with insert-product, then
 * every checkout fired at the same moment, each with its own Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import type { TestApi } from '../../tests/api/harness';
import type { Buyer } from './checkout-env';
import type { Outcome } from './checkout-invariants';

export interface CartLine {
  stock_id: number;
  quantity: number;
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of the results. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Sets each buyer's cart to `lines(i)` (POST cart/insert-product); returns the cart ids. */
export async function fillCarts(api: TestApi, buyers: Buyer[], shopId: number, lines: (i: number) => CartLine[]): Promise<number[]> {
  return mapLimit(buyers, 20, async (b, i) => {
    const res = await api.call('POST', '/dashboard/user/cart/insert-product', { token: b.token, body: { shop_id: shopId, products: lines(i) } });
    if (res.status !== 200) throw new Error(`insert-product for buyer ${b.id}: ${res.status} ${JSON.stringify(res.body)}`);
    return Number(res.body.data.id);
  });
}

export interface CheckoutRequest {
  buyer: Buyer;
  key: string;
  body: Record<string, unknown>;
}

export interface BurstResult {
  outcomes: Outcome[];
  seconds: number;
  /** Per-request latency in ms, in completion order. */
  latencies: number[];
}

export function checkoutRequests(buyers: Buyer[], cartIds: number[], body: (i: number) => Record<string, unknown>): CheckoutRequest[] {
  return buyers.map((buyer, i) => ({ buyer, key: randomUUID(), body: { cart_id: cartIds[i], ...body(i) } }));
}

/**
 * One checkout as a load generator sends it: plain fetch, no check of the answer against the contract (the
 * test harness's api.call does that; here, in the API's own process, it cost ~4 % of the burst's CPU).
 */
async function send(api: TestApi, r: CheckoutRequest): Promise<Outcome> {
  const res = await fetch(`${api.url}/api/v1/dashboard/user/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${r.buyer.token}`, 'idempotency-key': r.key },
    body: JSON.stringify(r.body),
  });
  const body = (await res.json().catch(() => null)) as { data?: { id?: unknown } } | null;
  return {
    buyerId: r.buyer.id,
    key: r.key,
    status: res.status,
    orderId: res.status === 201 ? Number(body?.data?.id) : null,
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

/** Fires every request at once; wall time runs from the first send to the last answer. */
export async function burst(api: TestApi, requests: CheckoutRequest[]): Promise<BurstResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const outcomes = await Promise.all(
    requests.map(async (r) => {
      const outcome = await send(api, r);
      latencies.push(performance.now() - started);
      return outcome;
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000, latencies };
}

/** Nearest-rank percentile of `values` (ms), rounded to 0.1. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[at] * 10) / 10;
}

export function tally(outcomes: Outcome[]): Record<number, number> {
  return outcomes.reduce<Record<number, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {});
}
