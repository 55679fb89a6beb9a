import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/server';
import type { RouteDef } from '../../src/server/http/route';
import { buildWorld, type Account, type World } from './access-fixtures';
import { startTestApi, type TestApi } from './harness';
import { openSse } from './sse-client';

/**
 * Standing access-control test, generated from the route table. Every route under /dashboard/ and /payments/
 * answers 401 to a guest, 403 to a signed-in user whose role the route is not for (/dashboard/{seller,
 * deliveryman,admin}/…), and 404 when the caller names another user's rows. RULES must name every such route:
 * a new one fails the coverage check until its expectations are written down here.
 */

/** Covered by the group-cart tests (tests/api/cart-group.test.ts). */
const EXCLUDED = ['/dashboard/user/cart/member/', '/dashboard/user/cart/status/'];
const inScope = (r: RouteDef) => (r.path.startsWith('/dashboard/') || r.path.startsWith('/payments/')) && !EXCLUDED.some((p) => r.path.startsWith(p));

interface Req {
  path: string;
  body?: unknown;
}
interface ForeignProbe extends Req {
  /** Who names the foreign rows (default: the demo customer). */
  as?: Account;
  /** The rows' owner, who gets the same request answered (neither 401, 403 nor 404). Only for harmless requests. */
  owner?: Account;
  /** A list route: answers 200 without this id among its rows, and with `shows` (the caller's own) among them. */
  hides?: number;
  shows?: number;
}
interface Rule {
  /** A well-formed request (valid params and body): guests get 401, wrong roles 403. */
  request: (w: World) => Req;
  /** Requests naming another user's rows (404), or why the route takes none. */
  foreign: ((w: World) => ForeignProbe[]) | string;
}

const NO_IDS = 'takes no ids: it acts on the caller only';
const slotBody = (w: World) => ({ delivery_type: 'pickup', ...w.slot });

const RULES: Record<string, Rule> = {
  'GET /dashboard/user/profile/show': { request: () => ({ path: '/dashboard/user/profile/show' }), foreign: NO_IDS },
  'PUT /dashboard/user/profile/update': { request: () => ({ path: '/dashboard/user/profile/update', body: { firstname: 'Alex' } }), foreign: NO_IDS },
  'POST /dashboard/user/profile/password/update': {
    request: () => ({ path: '/dashboard/user/profile/password/update', body: { password: 'new-secret', password_confirmation: 'new-secret' } }),
    foreign: NO_IDS,
  },
  'POST /dashboard/user/profile/phone/send': { request: () => ({ path: '/dashboard/user/profile/phone/send', body: { phone: '+12025558877' } }), foreign: NO_IDS },
  'POST /dashboard/galleries': { request: () => ({ path: '/dashboard/galleries', body: {} }), foreign: 'takes no ids: it stores a new file under the caller\'s id' },
  'POST /dashboard/user/profile/firebase/token/update': {
    request: () => ({ path: '/dashboard/user/profile/firebase/token/update', body: { firebase_token: 'token-0123456789' } }),
    foreign: NO_IDS,
  },
  'GET /dashboard/user/wallet/histories': { request: () => ({ path: '/dashboard/user/wallet/histories' }), foreign: NO_IDS },
  'GET /dashboard/user/wallet/recipient': {
    request: () => ({ path: '/dashboard/user/wallet/recipient?contact=seller%40groops.test' }),
    foreign: 'looks a recipient up by exact contact: answers a short name, a masked contact and a wallet uuid to pay, never rows of theirs',
  },
  'GET /dashboard/user/search-sending': {
    request: () => ({ path: '/dashboard/user/search-sending?search=seller%40groops.test' }),
    foreign: 'the same exact-contact lookup as wallet/recipient, as a list: a short name and a wallet uuid to pay',
  },
  'POST /dashboard/user/wallet/send': {
    request: () => ({ path: '/dashboard/user/wallet/send', body: { price: 1, uuid: '00000000-0000-4000-8000-000000000000' } }),
    foreign: "the uuid names the recipient's wallet, which anyone may pay; the debited wallet is always the caller's",
  },
  'GET /dashboard/user/favourites/shops': { request: () => ({ path: '/dashboard/user/favourites/shops' }), foreign: NO_IDS },
  'POST /dashboard/user/favourites/shops': { request: (w) => ({ path: '/dashboard/user/favourites/shops', body: { shop_id: w.own.stock.shopId } }), foreign: 'shop ids are public' },
  'DELETE /dashboard/user/favourites/shops/:shop_id': { request: (w) => ({ path: `/dashboard/user/favourites/shops/${w.own.stock.shopId}` }), foreign: 'shop ids are public' },
  'POST /dashboard/user/favourites/shops/merge': { request: () => ({ path: '/dashboard/user/favourites/shops/merge', body: { uuids: [] } }), foreign: 'shop uuids are public' },
  'GET /dashboard/user/addresses': {
    request: () => ({ path: '/dashboard/user/addresses' }),
    foreign: (w) => [{ path: '/dashboard/user/addresses?perPage=100', hides: w.other.address, shows: w.own.address }],
  },
  'POST /dashboard/user/addresses': {
    request: () => ({ path: '/dashboard/user/addresses', body: { title: 'Home', location: [38.91, -77.03], address: { address: '120 Linden Street' } } }),
    foreign: NO_IDS,
  },
  'PUT /dashboard/user/addresses/:id': {
    request: (w) => ({ path: `/dashboard/user/addresses/${w.own.address}`, body: { title: 'Home', location: [38.91, -77.03], address: { address: '120 Linden Street' } } }),
    foreign: (w) => [{ path: `/dashboard/user/addresses/${w.other.address}`, body: { title: 'Mine', location: [38.91, -77.03], address: { address: '1 Elsewhere' } } }],
  },
  'DELETE /dashboard/user/addresses/delete': {
    request: (w) => ({ path: `/dashboard/user/addresses/delete?ids[0]=${w.own.address}` }),
    foreign: (w) => [{ path: `/dashboard/user/addresses/delete?ids[0]=${w.other.address}` }],
  },
  'POST /dashboard/user/address/set-active/:id': {
    request: (w) => ({ path: `/dashboard/user/address/set-active/${w.own.address}` }),
    foreign: (w) => [{ path: `/dashboard/user/address/set-active/${w.other.address}`, owner: 'other' }],
  },
  'GET /dashboard/user/address/get-active': { request: () => ({ path: '/dashboard/user/address/get-active' }), foreign: NO_IDS },
  'GET /dashboard/user/cart': { request: () => ({ path: '/dashboard/user/cart' }), foreign: NO_IDS },
  'POST /dashboard/user/cart/insert-product': {
    request: (w) => ({ path: '/dashboard/user/cart/insert-product', body: { shop_id: w.own.stock.shopId, products: [{ stock_id: w.own.stock.stockId, quantity: 1 }] } }),
    foreign: 'shop and stock ids are public',
  },
  'POST /dashboard/user/cart/open': { request: (w) => ({ path: '/dashboard/user/cart/open', body: { shop_id: w.own.stock.shopId } }), foreign: 'shop ids are public' },
  'DELETE /dashboard/user/cart/product/delete': {
    request: () => ({ path: '/dashboard/user/cart/product/delete', body: { ids: [1] } }),
    foreign: (w) => [{ path: '/dashboard/user/cart/product/delete', body: { ids: [w.other.cartLine] } }],
  },
  'DELETE /dashboard/user/cart/delete': {
    request: () => ({ path: '/dashboard/user/cart/delete', body: { ids: [1] } }),
    foreign: (w) => [{ path: '/dashboard/user/cart/delete', body: { ids: [w.other.cart] } }],
  },
  'DELETE /dashboard/user/cart/my-delete': { request: () => ({ path: '/dashboard/user/cart/my-delete' }), foreign: NO_IDS },
  'POST /dashboard/user/cart/calculate/:cart_id': {
    request: () => ({ path: '/dashboard/user/cart/calculate/1', body: { type: 'pickup' } }),
    foreign: (w) => [{ path: `/dashboard/user/cart/calculate/${w.other.cart}`, body: { type: 'pickup' }, owner: 'other' }],
  },
  'GET /dashboard/user/cart/:cart_id/stream': {
    request: () => ({ path: '/dashboard/user/cart/1/stream' }),
    foreign: (w) => [{ path: `/dashboard/user/cart/${w.other.cart}/stream` }],
  },
  'DELETE /dashboard/user/cart/group/:cart_id': {
    request: () => ({ path: '/dashboard/user/cart/group/1' }),
    foreign: (w) => [{ path: `/dashboard/user/cart/group/${w.other.cart}` }],
  },
  'POST /dashboard/user/cart/set-group/:cart_id': {
    request: () => ({ path: '/dashboard/user/cart/set-group/1' }),
    foreign: (w) => [{ path: `/dashboard/user/cart/set-group/${w.other.cart}`, owner: 'other' }],
  },
  'POST /dashboard/user/orders': {
    request: (w) => ({ path: '/dashboard/user/orders', body: { cart_id: 1, ...slotBody(w) } }),
    foreign: (w) => [{ path: '/dashboard/user/orders', body: { cart_id: w.other.cart, ...slotBody(w) } }],
  },
  'GET /dashboard/user/orders/paginate': {
    request: () => ({ path: '/dashboard/user/orders/paginate' }),
    foreign: (w) => [{ path: '/dashboard/user/orders/paginate?perPage=100', hides: w.other.order, shows: w.own.order }],
  },
  'GET /dashboard/user/orders/:id': {
    request: (w) => ({ path: `/dashboard/user/orders/${w.own.order}` }),
    foreign: (w) => [{ path: `/dashboard/user/orders/${w.other.order}`, owner: 'other' }],
  },
  'GET /dashboard/user/orders/:id/stream': {
    request: (w) => ({ path: `/dashboard/user/orders/${w.own.order}/stream` }),
    foreign: (w) => [{ path: `/dashboard/user/orders/${w.other.order}/stream` }],
  },
  'POST /dashboard/user/orders/:id/status/change': {
    request: (w) => ({ path: `/dashboard/user/orders/${w.own.order}/status/change?status=canceled` }),
    foreign: (w) => [{ path: `/dashboard/user/orders/${w.other.order}/status/change?status=canceled` }],
  },
  'POST /dashboard/user/orders/review/:id': {
    request: (w) => ({ path: `/dashboard/user/orders/review/${w.own.order}`, body: { rating: 5 } }),
    foreign: (w) => [{ path: `/dashboard/user/orders/review/${w.other.deliveredOrder}`, body: { rating: 5 } }],
  },
  'GET /dashboard/user/order-refunds/paginate': {
    request: () => ({ path: '/dashboard/user/order-refunds/paginate' }),
    foreign: (w) => [{ path: '/dashboard/user/order-refunds/paginate?perPage=100', hides: w.other.otherShopRefund, shows: w.own.refund }],
  },
  'POST /dashboard/user/order-refunds': {
    request: (w) => ({ path: '/dashboard/user/order-refunds', body: { order_id: w.own.order, cause: 'Cold' } }),
    foreign: (w) => [{ path: '/dashboard/user/order-refunds', body: { order_id: w.other.deliveredOrder, cause: 'Cold' } }],
  },
  'POST /dashboard/user/my-bookings': {
    request: (w) => ({ path: '/dashboard/user/my-bookings', body: { table_id: w.bookingTable, start_date: '2099-01-05 13:00', guest: 2 } }),
    foreign: 'the table id is public; the reservation is always the caller\'s',
  },
  'GET /dashboard/user/my-bookings': {
    request: () => ({ path: '/dashboard/user/my-bookings' }),
    foreign: (w) => [{ path: '/dashboard/user/my-bookings?perPage=100', hides: w.other.booking, shows: w.own.booking }],
  },
  'POST /dashboard/user/my-bookings/:id/status/change': {
    request: (w) => ({ path: `/dashboard/user/my-bookings/${w.own.booking}/status/change?status=canceled` }),
    foreign: (w) => [{ path: `/dashboard/user/my-bookings/${w.other.booking}/status/change?status=canceled` }],
  },
  'POST /dashboard/seller/bookings/:id/status/update': {
    request: (w) => ({ path: `/dashboard/seller/bookings/${w.other.booking}/status/update`, body: { status: 'accepted' } }),
    foreign: (w) => [{ as: 'seller', path: `/dashboard/seller/bookings/${w.other.otherShopBooking}/status/update`, body: { status: 'accepted' } }],
  },
  'POST /dashboard/seller/orders/:id/status/update': {
    request: (w) => ({ path: `/dashboard/seller/orders/${w.own.order}/status/update`, body: { status: 'accepted' } }),
    foreign: (w) => [{ as: 'seller', path: `/dashboard/seller/orders/${w.other.otherShopOrder}/status/update`, body: { status: 'accepted' } }],
  },
  'POST /dashboard/deliveryman/order/:id/status/update': {
    request: (w) => ({ path: `/dashboard/deliveryman/order/${w.own.order}/status/update`, body: { status: 'on_a_way' } }),
    foreign: (w) => [{ as: 'driver', path: `/dashboard/deliveryman/order/${w.other.otherDriverOrder}/status/update`, body: { status: 'delivered' } }],
  },
  'POST /dashboard/admin/orders/:id/status/update': {
    request: (w) => ({ path: `/dashboard/admin/orders/${w.own.order}/status/update`, body: { status: 'accepted' } }),
    foreign: 'an admin acts on every order',
  },
  'POST /dashboard/seller/order-refunds/:id/status/update': {
    request: (w) => ({ path: `/dashboard/seller/order-refunds/${w.own.refund}/status/update`, body: { status: 'canceled' } }),
    foreign: (w) => [{ as: 'seller', path: `/dashboard/seller/order-refunds/${w.other.otherShopRefund}/status/update`, body: { status: 'canceled' } }],
  },
  'POST /dashboard/admin/order-refunds/:id/status/update': {
    request: (w) => ({ path: `/dashboard/admin/order-refunds/${w.own.refund}/status/update`, body: { status: 'canceled' } }),
    foreign: 'an admin answers every refund',
  },
  'POST /dashboard/user/shops': {
    request: () => ({ path: '/dashboard/user/shops', body: { type: 'shop', title: { en: 'Corner Shop' }, phone: '+12025550111' } }),
    foreign: NO_IDS,
  },
  'GET /dashboard/user/shops': { request: () => ({ path: '/dashboard/user/shops' }), foreign: NO_IDS },
  'POST /dashboard/user/deliveryman-applications': {
    request: () => ({
      path: '/dashboard/user/deliveryman-applications',
      body: { vehicle_type: 'car', licence_number: 'D-1', licence_expiry: '2099-01-01', working_area: 'Downtown', availability: { days: ['monday'], from: '09:00', to: '17:00' }, phone: '+12025550112' },
    }),
    foreign: NO_IDS,
  },
  'GET /dashboard/user/deliveryman-applications': { request: () => ({ path: '/dashboard/user/deliveryman-applications' }), foreign: NO_IDS },
  'POST /dashboard/admin/shops/:id/status': {
    request: (w) => ({ path: `/dashboard/admin/shops/${w.own.stock.shopId}/status`, body: { status: 'approved' } }),
    foreign: 'an admin answers every seller application',
  },
  'POST /dashboard/admin/deliveryman-applications/:id/status': {
    request: (w) => ({ path: `/dashboard/admin/deliveryman-applications/${w.driverApplication}/status`, body: { status: 'rejected' } }),
    foreign: 'an admin answers every driver application',
  },
  'GET /dashboard/notifications': {
    request: () => ({ path: '/dashboard/notifications' }),
    foreign: (w) => [{ path: '/dashboard/notifications?perPage=100', hides: w.other.notification, shows: w.own.notification }],
  },
  'GET /dashboard/notifications/stream': { request: () => ({ path: '/dashboard/notifications/stream' }), foreign: NO_IDS },
  'POST /dashboard/notifications/read-all': { request: () => ({ path: '/dashboard/notifications/read-all' }), foreign: NO_IDS },
  'GET /dashboard/notifications/:id': {
    request: (w) => ({ path: `/dashboard/notifications/${w.own.notification}` }),
    foreign: (w) => [{ path: `/dashboard/notifications/${w.other.notification}`, owner: 'other' }],
  },
  'POST /dashboard/notifications/:id/read-at': {
    request: (w) => ({ path: `/dashboard/notifications/${w.own.notification}/read-at` }),
    foreign: (w) => [{ path: `/dashboard/notifications/${w.other.notification}/read-at`, owner: 'other' }],
  },
  'GET /dashboard/user/profile/notifications-statistic': { request: () => ({ path: '/dashboard/user/profile/notifications-statistic' }), foreign: NO_IDS },
  'GET /dashboard/user/notifications': { request: () => ({ path: '/dashboard/user/notifications' }), foreign: NO_IDS },
  'POST /dashboard/user/update/notifications': {
    request: () => ({ path: '/dashboard/user/update/notifications', body: { notifications: [{ notification_id: 1, active: true }] } }),
    foreign: 'takes kind ids shared by everyone; it acts on the caller’s own settings only',
  },
  'POST /dashboard/admin/news/publish': {
    request: () => ({ path: '/dashboard/admin/news/publish', body: { title: 'Access-control news' } }),
    foreign: 'an admin publishes to everyone',
  },
  'POST /dashboard/user/parcel-orders': {
    request: () => ({ path: '/dashboard/user/parcel-orders', body: {} }),
    foreign: 'takes no ids of rows: the parcel type is public and the new parcel is the caller\'s',
  },
  'GET /dashboard/user/parcel-orders': {
    request: () => ({ path: '/dashboard/user/parcel-orders' }),
    foreign: (w) => [{ path: '/dashboard/user/parcel-orders?perPage=100', hides: w.other.parcel, shows: w.own.parcel }],
  },
  'GET /dashboard/user/parcel-orders/:id': {
    request: (w) => ({ path: `/dashboard/user/parcel-orders/${w.own.parcel}` }),
    foreign: (w) => [{ path: `/dashboard/user/parcel-orders/${w.other.parcel}`, owner: 'other' }],
  },
  'GET /dashboard/user/parcel-orders/:id/stream': {
    request: (w) => ({ path: `/dashboard/user/parcel-orders/${w.own.parcel}/stream` }),
    foreign: (w) => [{ path: `/dashboard/user/parcel-orders/${w.other.parcel}/stream` }],
  },
  'POST /dashboard/user/parcel-orders/:id/status/change': {
    request: (w) => ({ path: `/dashboard/user/parcel-orders/${w.own.parcel}/status/change?status=canceled` }),
    foreign: (w) => [{ path: `/dashboard/user/parcel-orders/${w.other.parcel}/status/change?status=canceled` }],
  },
  'POST /dashboard/user/parcel-orders/deliveryman-review/:id': {
    request: (w) => ({ path: `/dashboard/user/parcel-orders/deliveryman-review/${w.own.parcel}`, body: { rating: 5 } }),
    foreign: (w) => [{ path: `/dashboard/user/parcel-orders/deliveryman-review/${w.other.parcel}`, body: { rating: 5 } }],
  },
  'POST /payments/parcel-order/:id/transactions': {
    request: (w) => ({ path: `/payments/parcel-order/${w.own.parcel}/transactions`, body: { payment_sys_id: w.walletPayment } }),
    foreign: (w) => [{ path: `/payments/parcel-order/${w.other.parcel}/transactions`, body: { payment_sys_id: w.walletPayment } }],
  },
  'GET /dashboard/user/chat': { request: () => ({ path: '/dashboard/user/chat' }), foreign: 'takes no ids: it shows the caller’s own chat' },
  'POST /dashboard/user/chat/messages': {
    request: () => ({ path: '/dashboard/user/chat/messages', body: { message: 'Access-control hello' } }),
    foreign: (w) => [{ path: '/dashboard/user/chat/messages', body: { message: 'About your order', order_id: w.other.order } }],
  },
  'GET /dashboard/user/chat/stream': { request: () => ({ path: '/dashboard/user/chat/stream' }), foreign: NO_IDS },
  'GET /dashboard/user/chat/:id/messages': {
    request: (w) => ({ path: `/dashboard/user/chat/${w.own.chat}/messages` }),
    foreign: (w) => [{ path: `/dashboard/user/chat/${w.other.chat}/messages`, owner: 'other' }],
  },
  'POST /dashboard/user/chat/:id/read': {
    request: (w) => ({ path: `/dashboard/user/chat/${w.own.chat}/read` }),
    foreign: (w) => [{ path: `/dashboard/user/chat/${w.other.chat}/read`, owner: 'other' }],
  },
  'GET /dashboard/admin/chats': { request: () => ({ path: '/dashboard/admin/chats' }), foreign: 'staff see every support chat' },
  'GET /dashboard/admin/chats/stream': { request: () => ({ path: '/dashboard/admin/chats/stream' }), foreign: 'staff see every support chat' },
  'GET /dashboard/admin/chats/:id/messages': {
    request: (w) => ({ path: `/dashboard/admin/chats/${w.own.chat}/messages` }),
    foreign: 'staff see every support chat',
  },
  'POST /dashboard/admin/chats/:id/messages': {
    request: (w) => ({ path: `/dashboard/admin/chats/${w.own.chat}/messages`, body: { message: 'Access-control answer' } }),
    foreign: 'staff answer every support chat',
  },
  'POST /dashboard/admin/chats/:id/read': {
    request: (w) => ({ path: `/dashboard/admin/chats/${w.own.chat}/read` }),
    foreign: 'staff read every support chat',
  },
  'POST /payments/order/:id/transactions': {
    request: (w) => ({ path: `/payments/order/${w.own.order}/transactions`, body: { payment_sys_id: w.walletPayment } }),
    foreign: (w) => [{ path: `/payments/order/${w.other.order}/transactions`, body: { payment_sys_id: w.walletPayment } }],
  },
  'POST /dashboard/user/order-demo-process': {
    request: (w) => ({ path: '/dashboard/user/order-demo-process', body: { order_id: w.own.order } }),
    foreign: (w) => [
      { path: '/dashboard/user/order-demo-process', body: { order_id: w.other.order } },
      { path: '/dashboard/user/order-demo-process', body: { parcel_id: w.other.parcel } },
    ],
  },
  'GET /dashboard/user/order-demo-process': {
    request: (w) => ({ path: `/dashboard/user/order-demo-process?order_id=${w.own.order}` }),
    foreign: (w) => [{ path: `/dashboard/user/order-demo-process?order_id=${w.other.order}` }],
  },
  'POST /dashboard/user/order-stripe-process': {
    request: (w) => ({ path: '/dashboard/user/order-stripe-process', body: { order_id: w.own.order } }),
    foreign: 'Stripe is not keyed here: 400 before any row is read (the demo gateway\'s rows prove the 404)',
  },
  'GET /dashboard/user/order-stripe-process': {
    request: (w) => ({ path: `/dashboard/user/order-stripe-process?order_id=${w.own.order}` }),
    foreign: 'Stripe is not keyed here: 400 before any row is read (the demo gateway\'s rows prove the 404)',
  },
};

/** Staff areas and the one account each is for; everyone else gets 403 there. */
const STAFF_AREAS: Record<string, Account> = { seller: 'seller', deliveryman: 'driver', admin: 'admin' };
const ACCOUNTS: Account[] = ['customer', 'other', 'seller', 'driver', 'admin'];
const key = (r: RouteDef) => `${r.method} ${r.path}`;
const routes = apiRoutes.filter(inScope);
const staffArea = (r: RouteDef) => /^\/dashboard\/([a-z]+)\//.exec(r.path)?.[1] ?? '';

let api: TestApi;
let world: World;
beforeAll(async () => {
  api = await startTestApi();
  world = await buildWorld(api);
}, 120_000);
afterAll(() => api?.close());

const send = (r: RouteDef, req: Req, token?: string) => api.call(r.method, req.path, { body: req.body, token });
/** An allowed event stream stays open: only its status is read, then it is closed. */
async function sendPeekingStreams(r: RouteDef, req: Req, token: string) {
  if (!r.path.endsWith('/stream')) return send(r, req, token);
  const s = await openSse(`${api.url}/api/v1${req.path}`, { authorization: `Bearer ${token}` });
  s.close();
  return { status: s.status, body: s.events };
}
const describeAnswer = (r: RouteDef, who: string, res: { status: number; body: any }) => `${who} ${key(r)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;

function expectError(r: RouteDef, who: string, res: { status: number; body: any }, status: number, code: string) {
  expect(res.status, describeAnswer(r, who, res)).toBe(status);
  expect(res.body, describeAnswer(r, who, res)).toMatchObject({ status: false, statusCode: code, message: expect.any(String) });
}

describe('access control of /dashboard and /payments routes', () => {
  it('has an explicit rule for every route in scope', () => {
    expect(Object.keys(RULES).sort()).toEqual(routes.map(key).sort());
  });

  it.each(routes.map((r) => [key(r), r] as const))('%s: a guest or a dead token gets 401', async (_name, r) => {
    const req = RULES[key(r)].request(world);
    expectError(r, 'guest', await send(r, req), 401, 'ERROR_100');
    expectError(r, 'bad token', await send(r, req, '1|not-a-real-token-aaaaaaaaaaaaaaaa'), 401, 'ERROR_100');
  });

  const staffRoutes = routes.filter((r) => staffArea(r) in STAFF_AREAS);
  it.each(staffRoutes.map((r) => [key(r), r] as const))('%s: every other role gets 403, its own role gets through', async (_name, r) => {
    const req = RULES[key(r)].request(world);
    const granted = STAFF_AREAS[staffArea(r)];
    for (const account of ACCOUNTS.filter((a) => a !== granted)) expectError(r, account, await send(r, req, world.tokens[account]), 403, 'ERROR_403');
    const res = await sendPeekingStreams(r, req, world.tokens[granted]);
    expect([401, 403, 404], describeAnswer(r, granted, res)).not.toContain(res.status);
    expect(res.status, describeAnswer(r, granted, res)).toBeLessThan(500);
  });

  const withIds = routes.filter((r) => typeof RULES[key(r)]?.foreign === 'function');
  it.each(withIds.map((r) => [key(r), r] as const))("%s: another user's rows are not found", async (_name, r) => {
    const probes = (RULES[key(r)].foreign as (w: World) => ForeignProbe[])(world);
    for (const probe of probes) {
      const who = probe.as ?? 'customer';
      const res = await send(r, probe, world.tokens[who]);
      if (probe.hides !== undefined) {
        expect(res.status, describeAnswer(r, who, res)).toBe(200);
        const ids = res.body.data.map((row: { id: number }) => row.id);
        expect(ids, describeAnswer(r, who, res)).not.toContain(probe.hides);
        if (probe.shows !== undefined) expect(ids, describeAnswer(r, who, res)).toContain(probe.shows);
      } else {
        expectError(r, who, res, 404, 'ERROR_404');
      }
      if (probe.owner) {
        const mine = await send(r, probe, world.tokens[probe.owner]);
        expect([401, 403, 404], describeAnswer(r, probe.owner, mine)).not.toContain(mine.status);
        expect(mine.status, describeAnswer(r, probe.owner, mine)).toBeLessThan(500);
      }
    }
  });
});
