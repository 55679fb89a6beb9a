import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/server';
import { openDatabase } from '../../src/server/db/client';
import { publishNotification } from '../../src/server/modules/notifications/publish';
import { ENGINE, serveApi, signInDemo, sqlRows, startTestApi, type ServedApi, type TestApi } from './harness';
import { ADMIN, insertOrder, login, SELLER, sellableStock, userId, walletOf, type SellableStock } from './orders-fixtures';
import { closeAllStreams, openSse } from './sse-client';

/**
 * Notifications (issue 16 item 3): the feed and its unread counts, per-kind settings that stop a kind from
 * arriving, notifications from order moves, refund answers, wallet refunds and news, and the live badge stream
 * (also across two server processes on PostgreSQL).
 */

let api: TestApi;
let token: string;
let seller: string;
let admin: string;
let customerId: number;
let sellerId: number;
let stock: SellableStock;

const STAT_KEYS = ['notification', 'transaction', 'new_order', 'new_user_by_referral', 'status_changed', 'new_in_table', 'booking_status', 'new_booking', 'news_publish'];

const get = (path: string, as = token) => api.call('GET', path, { token: as });
const post = (path: string, body?: unknown, as = token) => api.call('POST', path, { token: as, body });
const move = (id: number, status: string) => post(`/dashboard/seller/orders/${id}/status/update`, { status }, seller);
const stat = async (as = token) => (await get('/dashboard/user/profile/notifications-statistic', as)).body;
const newest = async (as = token) => (await get('/dashboard/notifications?perPage=1', as)).body.data[0];

async function setKind(type: string, active: boolean) {
  const kinds = (await get('/dashboard/user/notifications')).body.data as Array<{ id: number; type: string }>;
  const kind = kinds.find((k) => k.type === type)!;
  const res = await post('/dashboard/user/update/notifications', { notifications: [{ notification_id: kind.id, active }] });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  api = await startTestApi();
  [token, seller, admin] = await Promise.all([signInDemo(api), login(api, SELLER), login(api, ADMIN)]);
  [customerId, sellerId] = await Promise.all([userId(api, api.config.demoLogin), userId(api, SELLER)]);
  stock = await sellableStock(api, SELLER);
}, 120_000);
afterAll(async () => {
  closeAllStreams();
  await api.close();
});

describe(`notifications (${ENGINE})`, () => {
  it('an order status change puts a status_changed notification in the feed and raises the unread count', async () => {
    const before = await stat();
    expect(Object.keys(before).sort()).toEqual([...STAT_KEYS].sort());
    expect(before.status).toBeUndefined(); // a bare object, no envelope
    const order = await insertOrder(api, { userId: customerId, stock });
    expect((await move(order.id, 'accepted')).status).toBe(200);
    const n = await newest();
    expect(n).toMatchObject({ type: 'status_changed', user_id: customerId, read_at: null, data: { id: order.id, type: 'order', status: 'accepted' } });
    expect((await stat()).status_changed).toBe(before.status_changed + 1);
  });

  it('lists with paging and type filter, shows one, marks one read and then all; another user’s is not found', async () => {
    for (let i = 0; i < 3; i++) await api.ctx.db.transaction((tx) => publishNotification(tx, { userId: customerId, type: 'notification', title: `Hello ${i}` }));
    const page = await get('/dashboard/notifications?perPage=2&page=1&type=notification');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.body.meta.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data[0].title).toBe('Hello 2');
    const id = page.body.data[0].id;
    expect((await get(`/dashboard/notifications/${id}`)).body.data).toMatchObject({ id, read_at: null });
    const unread = (await stat()).notification;
    const read = await post(`/dashboard/notifications/${id}/read-at`);
    expect(read.status).toBe(200);
    expect(read.body.data.read_at).toEqual(expect.any(String));
    expect((await stat()).notification).toBe(unread - 1);

    await api.ctx.db.transaction((tx) => publishNotification(tx, { userId: sellerId, type: 'notification', title: 'For the seller' }));
    const foreign = await newest(seller);
    for (const res of [await get(`/dashboard/notifications/${foreign.id}`), await post(`/dashboard/notifications/${foreign.id}/read-at`)]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    }
    expect((await get(`/dashboard/notifications/${foreign.id}`, seller)).body.data.read_at).toBeNull();

    const all = await post('/dashboard/notifications/read-all');
    expect(all.status).toBe(200);
    expect(Object.values(await stat()).every((v) => v === 0)).toBe(true);
    expect((await stat(seller)).notification).toBeGreaterThan(0); // only the caller's
  });

  it('a switched-off kind stops arriving; switched on again it arrives', async () => {
    const kinds = (await get('/dashboard/user/notifications')).body.data;
    expect(kinds.map((k: { type: string }) => k.type).sort()).toEqual(['discount', 'order_statuses', 'order_verify', 'push']);
    expect(kinds[0].notification).toMatchObject({ user_id: customerId, active: true });
    await setKind('order_statuses', false);
    expect((await get('/dashboard/user/notifications')).body.data.find((k: { type: string }) => k.type === 'order_statuses').notification.active).toBe(false);
    const last = (await newest()).id;
    const order = await insertOrder(api, { userId: customerId, stock });
    expect((await move(order.id, 'accepted')).status).toBe(200);
    expect((await newest()).id).toBe(last);
    await setKind('order_statuses', true);
    expect((await move(order.id, 'cooking')).status).toBe(200);
    expect((await newest()).data).toMatchObject({ id: order.id, status: 'cooking' });
  });

  it('a refund answer and the money it returns to the wallet are notified', async () => {
    const order = await insertOrder(api, { userId: customerId, stock, status: 'delivered', pay: 'wallet' });
    const asked = await post('/dashboard/user/order-refunds', { order_id: order.id, cause: 'Cold' });
    expect(asked.status).toBe(201);
    const wallet = await walletOf(api, customerId);
    expect((await post(`/dashboard/seller/order-refunds/${asked.body.data.id}/status/update`, { status: 'accepted', answer: 'Sorry' }, seller)).status).toBe(200);
    expect(await walletOf(api, customerId)).toBe(wallet + order.total);
    const feed = (await get('/dashboard/notifications?perPage=2')).body.data;
    expect(feed.map((n: { type: string }) => n.type).sort()).toEqual(['status_changed', 'transaction']);
    expect(feed.find((n: { type: string }) => n.type === 'status_changed')).toMatchObject({ body: 'Sorry', data: { id: order.id, type: 'refund', status: 'accepted' } });
    expect(feed.find((n: { type: string }) => n.type === 'transaction').data).toMatchObject({ id: order.id, type: 'wallet_topup' });
  });

  it('published news reaches every user with news on, and is listed as news', async () => {
    expect((await post('/dashboard/admin/news/publish', { title: 'Hi' }, token)).status).toBe(403);
    await setKind('push', false);
    const sellerNews = (await stat(seller)).news_publish;
    const mine = (await stat()).news_publish;
    const res = await post('/dashboard/admin/news/publish', { title: 'Night market opens', short_desc: 'Friday 6 pm' }, admin);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'notification', translation: { title: 'Night market opens' } });
    expect(res.body.data.notified).toBeGreaterThan(1);
    expect((await stat(seller)).news_publish).toBe(sellerNews + 1);
    expect((await stat()).news_publish).toBe(mine);
    expect((await newest(seller))).toMatchObject({ type: 'news_publish', title: 'Night market opens', data: { id: res.body.data.id } });
    const listed = await api.call('GET', '/rest/blogs/paginate?type=notification&perPage=50');
    expect(listed.body.data.map((b: { id: number }) => b.id)).toContain(res.body.data.id);
    await setKind('push', true);
  });

  it('the badge stream sends the counts, then new counts when a notification arrives', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const s = await openSse(`${api.url}/api/v1/dashboard/notifications/stream`, auth);
    expect(s.status).toBe(200);
    const first = await s.next((e) => e.event === 'statistic');
    expect(first?.data).toMatchObject({ status_changed: expect.any(Number) });
    const order = await insertOrder(api, { userId: customerId, stock });
    await move(order.id, 'accepted');
    const raised = await s.next((e) => e.event === 'statistic' && e.data.status_changed === first!.data.status_changed + 1, 5000);
    expect(raised).toBeDefined();
    await post('/dashboard/admin/news/publish', { title: 'Live news' }, admin);
    expect(await s.next((e) => e.event === 'statistic' && e.data.news_publish > raised!.data.news_publish, 5000)).toBeDefined();
    s.close();
    expect((await api.call('GET', '/dashboard/notifications/stream')).status).toBe(401);
  });

  it.runIf(ENGINE === 'postgres')('reaches a badge stream served by another process on the same database', async () => {
    const database = await openDatabase({ databaseUrl: api.databaseUrl! });
    const other: ServedApi = await serveApi(createContext(database, api.config, api.clock), () => database.close());
    try {
      const s = await openSse(`${other.url}/api/v1/dashboard/notifications/stream`, { authorization: `Bearer ${token}` });
      const first = await s.next((e) => e.event === 'statistic');
      const order = await insertOrder(api, { userId: customerId, stock });
      await move(order.id, 'accepted'); // through the first process
      expect(await s.next((e) => e.event === 'statistic' && e.data.status_changed === first!.data.status_changed + 1, 5000)).toBeDefined();
      s.close();
    } finally {
      closeAllStreams();
      await other.close();
    }
  });

  it('every notification route is in the OpenAPI document', async () => {
    const paths = Object.keys((await api.call('GET', '/openapi.json')).body.paths);
    for (const p of ['/dashboard/notifications', '/dashboard/notifications/{id}', '/dashboard/notifications/{id}/read-at', '/dashboard/notifications/read-all',
      '/dashboard/notifications/stream', '/dashboard/user/profile/notifications-statistic', '/dashboard/user/notifications', '/dashboard/user/update/notifications',
      '/dashboard/admin/news/publish']) expect(paths, p).toContain(p);
  });

  it('bad input answers 4xx in the envelope', async () => {
    const bad: Array<[string, string, unknown?]> = [
      ['GET', '/dashboard/notifications?perPage=0'],
      ['GET', '/dashboard/notifications?page=-1'],
      ['GET', '/dashboard/notifications?type=nope'],
      ['GET', '/dashboard/notifications/abc'],
      ['POST', '/dashboard/notifications/0/read-at'],
      ['POST', '/dashboard/user/update/notifications', {}],
      ['POST', '/dashboard/user/update/notifications', { notifications: [] }],
      ['POST', '/dashboard/user/update/notifications', { notifications: [{ notification_id: 'x', active: true }] }],
      ['POST', '/dashboard/user/update/notifications', { notifications: [{ notification_id: 1, active: 'maybe' }] }],
      ['POST', '/dashboard/user/update/notifications', { notifications: [{ notification_id: 1, active: true, admin: true }] }],
      ['POST', '/dashboard/admin/news/publish', { title: '' }],
      ['POST', '/dashboard/admin/news/publish', { title: 'x'.repeat(5000) }],
      ['POST', '/dashboard/admin/news/publish', { title: 'x', img: 'javascript:1' }],
    ];
    for (const [method, path, body] of bad) {
      const res = await api.call(method as 'GET', path, { token: path.includes('/admin/') ? admin : token, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.body).toMatchObject({ status: false, statusCode: expect.stringMatching(/^ERROR_\d+$/) });
    }
    const unknownKind = await post('/dashboard/user/update/notifications', { notifications: [{ notification_id: 999_999, active: false }] });
    expect(unknownKind.status).toBe(404);
    const [n] = await sqlRows<{ n: number }>(api, sql`select count(*)::int as n from notification_user where notification_id = 999999`);
    expect(Number(n.n)).toBe(0);
  });
});
