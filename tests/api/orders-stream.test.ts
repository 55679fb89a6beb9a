import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHub } from '../../src/server/modules/orders/events';
import { runOperatorTick, startDemoOperator } from '../../src/server/modules/orders/operator';
import { ENGINE, signInDemo, startTestApi, type TestApi } from './harness';
import { insertOrder, login, SELLER, sellableStock, userId, type SellableStock } from './orders-fixtures';

let api: TestApi;
let token: string;
let seller: string;
let customerId: number;
let stock: SellableStock;

/** Streams still open are closed before the server shuts down (it waits for open connections). */
const open = new Set<AbortController>();

interface SseEvent {
  event: string;
  id?: string;
  data: any;
}

/** Opens the stream and collects its events until `close()`. */
async function openStream(orderId: number, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  const abort = new AbortController();
  open.add(abort);
  const res = await fetch(`${api.url}/api/v1/dashboard/user/orders/${orderId}/stream`, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
          if (fields.data) events.push({ event: fields.event ?? 'message', id: fields.id, data: JSON.parse(fields.data) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    })();
  }
  const until = async (n: number, ms = 15_000) => {
    const end = Date.now() + ms;
    while (events.length < n && Date.now() < end) await new Promise<void>((r) => (waiters.push(r), setTimeout(r, 100)));
    return events;
  };
  const close = () => {
    abort.abort();
    open.delete(abort);
  };
  return { res, events, until, close };
}

const seller_move = (id: number, status: string) => api.call('POST', `/dashboard/seller/orders/${id}/status/update`, { token: seller, body: { status } });

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  seller = await login(api, SELLER);
  customerId = await userId(api, api.config.demoLogin);
  stock = await sellableStock(api, SELLER);
}, 120_000);
afterAll(async () => {
  for (const abort of open) abort.abort();
  await api.close();
});

describe(`order status stream (${ENGINE})`, () => {
  it('sends the current status, then every change, as server-sent events', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    const stream = await openStream(order.id);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('cache-control')).toContain('no-transform');
    const [first] = await stream.until(1);
    expect(first).toMatchObject({ event: 'status', data: { order_id: order.id, status: 'new', user_id: customerId, shop_id: stock.shopId } });
    await seller_move(order.id, 'accepted');
    await seller_move(order.id, 'cooking');
    const events = await stream.until(3);
    expect(events.map((e) => e.data.status)).toEqual(['new', 'accepted', 'cooking']);
    expect(events[2]).toMatchObject({ data: { from: 'accepted' } });
    expect(Number(events[2].id)).toBeGreaterThan(Number(events[1].id));
    stream.close();
  });

  it('accepts the session cookie, refuses guests (401) and other people\'s orders (404)', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, status: 'ready' });
    const viaCookie = await openStream(order.id, { cookie: `access_token=${encodeURIComponent(`Bearer ${token}`)}` });
    expect(viaCookie.res.status).toBe(200);
    expect((await viaCookie.until(1))[0].data.status).toBe('ready');
    viaCookie.close();
    const guest = await fetch(`${api.url}/api/v1/dashboard/user/orders/${order.id}/stream`);
    expect(guest.status).toBe(401);
    const theirs = await insertOrder(api, { userId: await userId(api, SELLER), stock });
    const foreign = await fetch(`${api.url}/api/v1/dashboard/user/orders/${theirs.id}/stream`, { headers: { authorization: `Bearer ${token}` } });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).statusCode).toBe('ERROR_404');
  });

  it('drops the subscription when the client goes away', async () => {
    const hub = orderStatusHub(api.ctx.database, api.ctx.logger);
    const order = await insertOrder(api, { userId: customerId, stock });
    const stream = await openStream(order.id);
    await stream.until(1);
    expect(hub.size).toBeGreaterThan(0);
    stream.close();
    for (let i = 0; i < 50 && hub.size > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(hub.size).toBe(0);
  });

  it('lets the demo operator walk an order to delivered, step by step, after the hold for new orders', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, pay: 'cash' });
    const stream = await openStream(order.id);
    await stream.until(1);
    const opts = { intervalMs: 1000, newHoldMs: 5000 };
    api.clock.advance(2000);
    await runOperatorTick(api.ctx, opts);
    expect((await api.call('GET', `/dashboard/user/orders/${order.id}`, { token })).body.data.status).toBe('new'); // held
    for (let i = 0; i < 6; i++) {
      api.clock.advance(5000);
      await runOperatorTick(api.ctx, opts);
    }
    const events = await stream.until(6);
    expect(events.map((e) => e.data.status)).toEqual(['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered']);
    stream.close();
    // the customer canceling first wins over the operator
    const other = await insertOrder(api, { userId: customerId, stock });
    expect((await api.call('POST', `/dashboard/user/orders/${other.id}/status/change?status=canceled`, { token })).status).toBe(200);
    api.clock.advance(10_000);
    await runOperatorTick(api.ctx, opts);
    expect((await api.call('GET', `/dashboard/user/orders/${other.id}`, { token })).body.data.status).toBe('canceled');
  });

  it('runs on a timer and stops cleanly', async () => {
    const order = await insertOrder(api, { userId: customerId, stock });
    api.clock.advance(60_000);
    const stop = startDemoOperator(api.ctx, { intervalMs: 200, newHoldMs: 0 });
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      api.clock.advance(1000);
      const res = await api.call('GET', `/dashboard/user/orders/${order.id}`, { token });
      if (res.body.data.status === 'delivered') break;
    }
    await stop();
    expect((await api.call('GET', `/dashboard/user/orders/${order.id}`, { token })).body.data.status).toBe('delivered');
  });
});
