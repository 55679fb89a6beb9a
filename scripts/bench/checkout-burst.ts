/**
 * The buyer side of the checkout bench, through the real HTTP routes: carts filled with insert-product, then
 * every checkout fired at the same moment, each with its own Idempotency-Key.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
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

/** The buyers' connections, kept open between requests as a browser keeps them. */
const buyersAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A JSON POST by Node's http client: about a fifth of undici fetch's CPU, which this process shares with the API. */
function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: unknown }> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: buyersAgent, headers: { ...headers, 'content-type': 'application/json', 'content-length': payload.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON: counted by its status
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One checkout as a load generator sends it: no check of the answer against the contract (the test harness's
 * api.call does that) and a light HTTP client, since in this process the buyers' side shares the API's event loop.
 */
async function send(api: TestApi, r: CheckoutRequest): Promise<Outcome> {
  const res = await postJson(`${api.url}/api/v1/dashboard/user/orders`, { authorization: `Bearer ${r.buyer.token}`, 'idempotency-key': r.key }, r.body);
  const body = res.json as { data?: { id?: unknown } } | null;
  return {
    buyerId: r.buyer.id,
    key: r.key,
    status: res.status,
    orderId: res.status === 201 ? Number(body?.data?.id) : null,
    replayed: res.headers['idempotent-replayed'] === 'true',
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
