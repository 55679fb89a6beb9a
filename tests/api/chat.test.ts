import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/server';
import { openDatabase } from '../../src/server/db/client';
import { ENGINE, serveApi, signInDemo, startTestApi, type ServedApi, type TestApi } from './harness';
import { ADMIN, insertOrder, login, SELLER, sellableStock, userId } from './orders-fixtures';
import { closeAllStreams, openSse, type SseStream } from './sse-client';

/**
 * Support chat (issue 18 item 5): a customer writes to support (optionally about an order), the demo operator
 * greets the first message in the customer's language, an admin answers; messages oldest first, live over
 * server-sent events both ways (also across two server processes on one PostgreSQL), unread counts, catch-up
 * after a reconnect, and nobody reads another customer's chat.
 */

let api: TestApi;
let customer: string;
let seller: string;
let admin: string;
let chatId: number;

const call = (method: string, path: string, token: string, body?: unknown) => api.call(method, path, { token, body });
const stream = (base: string, path: string, token: string, headers: Record<string, string> = {}) =>
  openSse(`${base}/api/v1${path}`, { authorization: `Bearer ${token}`, ...headers });
const messageWith = (s: SseStream, text: string, ms = 5000) => s.next((e) => e.event === 'message' && e.data.chat_content === text, ms);

beforeAll(async () => {
  api = await startTestApi({ demoOperator: true });
  [customer, seller, admin] = await Promise.all([signInDemo(api), login(api, SELLER), login(api, ADMIN)]);
}, 120_000);
afterAll(async () => {
  closeAllStreams();
  await api.close();
});

describe(`support chat (${ENGINE})`, () => {
  it('has no chat before the first message; the first gets the operator greeting in the caller’s language', async () => {
    const before = await call('GET', '/dashboard/user/chat', customer);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ chat: null, unread: 0, messages: [] });
    const live = await stream(api.url, '/dashboard/user/chat/stream', customer);
    expect(live.status).toBe(200);
    expect(await live.next((e) => e.event === 'unread')).toMatchObject({ data: { count: 0 } });

    const sent = await call('POST', '/dashboard/user/chat/messages?lang=ar', customer, { message: '  Where is my order?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ sender: 'user', chat_content: 'Where is my order?', order_id: null, unread: true });
    chatId = sent.body.data.chat_id;
    expect(await messageWith(live, 'Where is my order?')).toBeDefined();
    const greeting = await live.next((e) => e.event === 'message' && e.data.sender === 'admin');
    expect(greeting?.data.chat_content).toMatch(/مرحب/);
    expect(await live.next((e) => e.event === 'unread' && e.data.count === 1)).toBeDefined();

    const again = await call('POST', '/dashboard/user/chat/messages', customer, { message: 'Second one' });
    expect(again.body.data.chat_id).toBe(chatId); // one chat per customer
    const chat = (await call('GET', '/dashboard/user/chat', customer)).body.data;
    expect(chat.chat.id).toBe(chatId);
    expect(chat.unread).toBe(1); // the second message was not greeted again
    expect(chat.messages.map((m: { chat_content: string }) => m.chat_content)).toEqual(['Where is my order?', greeting!.data.chat_content, 'Second one']);
    live.close();
  });

  it('a message from an order page carries the order; another customer’s order is not found', async () => {
    const stock = await sellableStock(api, SELLER);
    const order = await insertOrder(api, { userId: await userId(api, api.config.demoLogin), stock });
    const sent = await call('POST', '/dashboard/user/chat/messages', customer, { message: 'About this order', order_id: order.id });
    expect(sent.status).toBe(201);
    expect(sent.body.data.order_id).toBe(order.id);
    const foreign = await call('POST', '/dashboard/user/chat/messages', seller, { message: 'Not mine', order_id: order.id });
    expect(foreign.status).toBe(404);
  });

  it('an admin lists chats oldest first, answers; the customer sees it live with the unread count, then reads it', async () => {
    const live = await stream(api.url, '/dashboard/user/chat/stream', customer);
    const staffLive = await stream(api.url, '/dashboard/admin/chats/stream', admin);
    const start = await live.next((e) => e.event === 'unread');
    await staffLive.next((e) => e.event === 'unread');

    const list = await call('GET', '/dashboard/admin/chats?perPage=100', admin);
    expect(list.status).toBe(200);
    const mine = list.body.data.find((c: { id: number }) => c.id === chatId);
    expect(mine).toMatchObject({ user: { id: expect.any(Number) }, unread: 3 });
    const created = list.body.data.map((c: { created_at: string }) => c.created_at);
    expect(created).toEqual([...created].sort());

    const answer = await call('POST', `/dashboard/admin/chats/${chatId}/messages`, admin, { message: 'It is on its way' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ sender: 'admin', chat_id: chatId });
    expect(await messageWith(live, 'It is on its way')).toBeDefined();
    expect(await live.next((e) => e.event === 'unread' && e.data.count === start!.data.count + 1)).toBeDefined();
    expect(await messageWith(staffLive, 'It is on its way')).toBeDefined();

    const history = await call('GET', `/dashboard/admin/chats/${chatId}/messages`, admin);
    expect(history.body.data.at(-1).chat_content).toBe('It is on its way');
    expect((await call('POST', `/dashboard/admin/chats/${chatId}/read`, admin)).body.data.read).toBe(3);

    const read = await call('POST', `/dashboard/user/chat/${chatId}/read`, customer);
    expect(read.body.data.read).toBe(2);
    expect(await live.next((e) => e.event === 'unread' && e.data.count === 0)).toBeDefined();
    const customerWrites = call('POST', '/dashboard/user/chat/messages', customer, { message: 'Thanks!' });
    expect(await messageWith(staffLive, 'Thanks!')).toBeDefined();
    expect((await customerWrites).status).toBe(201);
    live.close();
    staffLive.close();
  });

  it('catches up after a reconnect: Last-Event-ID, after_id on the stream and on the messages list', async () => {
    const all = (await call('GET', `/dashboard/user/chat/${chatId}/messages?limit=100`, customer)).body.data as Array<{ id: number; chat_content: string }>;
    const ids = all.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const cut = all[1].id;
    const missed = all.filter((m) => m.id > cut).map((m) => m.chat_content);
    const since = await call('GET', `/dashboard/user/chat/${chatId}/messages?after_id=${cut}`, customer);
    expect(since.body.data.map((m: { chat_content: string }) => m.chat_content)).toEqual(missed);
    for (const headers of [{ 'last-event-id': String(cut) }, {}] as Record<string, string>[]) {
      const s = await stream(api.url, `/dashboard/user/chat/stream${'last-event-id' in headers ? '' : `?after_id=${cut}`}`, customer, headers);
      await s.next((e) => e.event === 'unread');
      expect(s.events.filter((e) => e.event === 'message').map((e) => e.data.chat_content)).toEqual(missed);
      expect(s.events.filter((e) => e.event === 'message').at(-1)?.id).toBe(String(all.at(-1)!.id));
      s.close();
    }
  });

  it('another customer’s chat is not found; customers cannot use the admin routes', async () => {
    for (const [method, path] of [['GET', `/dashboard/user/chat/${chatId}/messages`], ['POST', `/dashboard/user/chat/${chatId}/read`]]) {
      const res = await call(method, path, seller);
      expect(res.status, path).toBe(404);
      expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    }
    expect((await call('GET', '/dashboard/user/chat', seller)).body.data.chat).toBeNull();
    for (const [method, path, body] of [
      ['GET', '/dashboard/admin/chats'], ['GET', `/dashboard/admin/chats/${chatId}/messages`], ['POST', `/dashboard/admin/chats/${chatId}/messages`, { message: 'hi' }],
      ['POST', `/dashboard/admin/chats/${chatId}/read`], ['GET', '/dashboard/admin/chats/stream'],
    ] as const) {
      const res = await call(method, path, customer, body);
      expect(res.status, path).toBe(403);
    }
    expect((await call('GET', '/dashboard/admin/chats/999999/messages', admin)).status).toBe(404);
    expect((await api.call('GET', '/dashboard/user/chat/stream')).status).toBe(401);
  });

  it.runIf(ENGINE === 'postgres')('a message sent through one server process arrives on the stream of another, both ways', async () => {
    const database = await openDatabase({ databaseUrl: api.databaseUrl! });
    const other: ServedApi = await serveApi(createContext(database, api.config, api.clock), () => database.close());
    try {
      const customerThere = await stream(other.url, '/dashboard/user/chat/stream', customer);
      const staffThere = await stream(other.url, '/dashboard/admin/chats/stream', admin);
      await Promise.all([customerThere.next((e) => e.event === 'unread'), staffThere.next((e) => e.event === 'unread')]);
      await call('POST', `/dashboard/admin/chats/${chatId}/messages`, admin, { message: 'From process one' });
      expect(await messageWith(customerThere, 'From process one')).toBeDefined();
      await call('POST', '/dashboard/user/chat/messages', customer, { message: 'Customer via process one' });
      expect(await messageWith(staffThere, 'Customer via process one')).toBeDefined();
      const back = await other.call('POST', `/dashboard/admin/chats/${chatId}/messages`, { token: admin, body: { message: 'From process two' } });
      expect(back.status).toBe(201);
      const here = await stream(api.url, `/dashboard/user/chat/stream?after_id=${back.body.data.id - 1}`, customer);
      expect(await messageWith(here, 'From process two')).toBeDefined();
    } finally {
      closeAllStreams();
      await other.close();
    }
  });

  it('every chat route is in the OpenAPI document', async () => {
    const paths = Object.keys((await api.call('GET', '/openapi.json')).body.paths);
    for (const p of ['/dashboard/user/chat', '/dashboard/user/chat/messages', '/dashboard/user/chat/stream', '/dashboard/user/chat/{id}/messages', '/dashboard/user/chat/{id}/read',
      '/dashboard/admin/chats', '/dashboard/admin/chats/stream', '/dashboard/admin/chats/{id}/messages', '/dashboard/admin/chats/{id}/read']) expect(paths, p).toContain(p);
  });

  it('bad input answers 4xx in the envelope', async () => {
    const bad: Array<[string, string, unknown?]> = [
      ['POST', '/dashboard/user/chat/messages', {}],
      ['POST', '/dashboard/user/chat/messages', { message: '   ' }],
      ['POST', '/dashboard/user/chat/messages', { message: 'x'.repeat(2001) }],
      ['POST', '/dashboard/user/chat/messages', { message: 42 }],
      ['POST', '/dashboard/user/chat/messages', { message: 'hi\u0000' }],
      ['POST', '/dashboard/user/chat/messages', { message: 'hi', order_id: 'abc' }],
      ['POST', '/dashboard/user/chat/messages', { message: 'hi', sender: 'admin' }],
      ['GET', '/dashboard/user/chat?limit=0'],
      ['GET', '/dashboard/user/chat/abc/messages'],
      ['GET', '/dashboard/user/chat/1/messages?after_id=-1'],
      ['GET', '/dashboard/user/chat/stream?after_id=x'],
      ['POST', '/dashboard/user/chat/0/read'],
      ['GET', '/dashboard/admin/chats?perPage=1000'],
      ['POST', '/dashboard/admin/chats/1/messages', { message: '' }],
      ['POST', '/dashboard/admin/chats/1/messages', { message: 'hi', order_id: 1 }],
    ];
    for (const [method, path, body] of bad) {
      const res = await api.call(method as 'GET', path, { token: path.includes('/admin/') ? admin : customer, body });
      expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.body).toMatchObject({ status: false, statusCode: expect.stringMatching(/^ERROR_\d+$/) });
    }
  });
  it("the header's count rides on the notifications stream (one live connection per tab): unread, then read", async () => {
    const feed = await stream(api.url, '/dashboard/notifications/stream', customer);
    expect(feed.status).toBe(200);
    const first = await feed.next((e) => e.event === 'chat');
    const before = (first!.data as { unread: number }).unread;
    await call('POST', `/dashboard/admin/chats/${chatId}/messages`, admin, { message: 'Counted on the bell stream' });
    expect(await feed.next((e) => e.event === 'chat' && (e.data as { unread: number }).unread === before + 1)).toBeDefined();
    expect((await call('POST', `/dashboard/user/chat/${chatId}/read`, customer)).status).toBeLessThan(300);
    expect(await feed.next((e) => e.event === 'chat' && (e.data as { unread: number }).unread === 0)).toBeDefined();
    feed.close();
  });

});
