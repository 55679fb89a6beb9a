import { sql } from 'drizzle-orm';
import { deliverymanApplications } from '../../src/server/db/schema';
import { outboxFile, readLatestMessage } from '../../src/server/integrations/sms';
import { publishNotification } from '../../src/server/modules/notifications/publish';
import { bookableTable, insertBooking } from './booking-fixtures';
import { signInDemo, sqlRows, type TestApi } from './harness';
import { ADMIN, DRIVER, insertOrder, login, openSlot, paymentIds, SELLER, sellableStock, userId, type SellableStock } from './orders-fixtures';

/**
 * The people and rows the access-control test needs: the demo customer, a second customer signed up through
 * the API (phone + SMS code) with a cart, orders and refund requests of their own, and the seeded staff.
 */

const OTHER_PHONE = '+12025557731';

export type Account = 'customer' | 'other' | 'seller' | 'driver' | 'admin';

export interface World {
  tokens: Record<Account, string>;
  /** Rows of the demo customer (the caller in most probes); the order and refund are at seller@'s shop. */
  own: { order: number; refund: number; stock: SellableStock; notification: number; address: number; booking: number; parcel: number; chat: number };
  /** A table at seller@'s shop, for reservation bodies. */
  bookingTable: number;
  /** A pickup slot of that shop, for order bodies. */
  slot: { delivery_date: string; delivery_time: string };
  walletPayment: number;
  /** A new delivery-driver application of the second customer, for the admin answer route. */
  driverApplication: number;
  /** Rows of the second customer: foreign to the demo customer. */
  other: {
    cart: number;
    cartLine: number;
    /** New delivery order at seller@'s shop, open to any deliveryman. */
    order: number;
    /** Delivered, at seller@'s shop. */
    deliveredOrder: number;
    /** New order at another seller's shop: foreign to seller@. */
    otherShopOrder: number;
    /** Delivery order taken by another deliveryman: foreign to driver@. */
    otherDriverOrder: number;
    /** Pending refund of an order at another seller's shop: foreign to seller@. */
    otherShopRefund: number;
    /** A notification in the second customer's feed. */
    notification: number;
    /** A saved address of the second customer. */
    address: number;
    /** A new reservation of the second customer at seller@'s shop. */
    booking: number;
    /** A new reservation of the second customer at another seller's shop: foreign to seller@. */
    otherShopBooking: number;
    /** A new parcel of the second customer. */
    parcel: number;
    /** The second customer's support chat. */
    chat: number;
  };
}

/** Signs a new customer up through the API: SMS code from the development outbox, then verify/phone. */
async function signUpByPhone(api: TestApi, phone: string): Promise<string> {
  const sent = await api.call('POST', '/auth/register', { body: { phone } });
  if (sent.status !== 200) throw new Error(`register failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const message = await readLatestMessage(outboxFile(api.config.dataDir, 'sms'), phone);
  const code = /([0-9]{6})/.exec(message?.text ?? '')?.[1];
  const done = await api.call('POST', '/auth/verify/phone', {
    body: { verifyId: sent.body.data.verifyId, verifyCode: code, firstname: 'Other', password: 'other-secret', password_confirmation: 'other-secret' },
  });
  if (done.status !== 200) throw new Error(`verify/phone failed: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body.data.token;
}

/** Opens a customer's support chat with a first message; returns the chat id. */
async function openChat(api: TestApi, token: string): Promise<number> {
  const res = await api.call('POST', '/dashboard/user/chat/messages', { token, body: { message: 'Access test' } });
  if (res.status !== 201) throw new Error(`chat message failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.chat_id;
}

async function askRefund(api: TestApi, token: string, orderId: number): Promise<number> {
  const res = await api.call('POST', '/dashboard/user/order-refunds', { token, body: { order_id: orderId, cause: 'Arrived cold' } });
  if (res.status !== 201) throw new Error(`refund request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** A notification in a user's feed, through the one publishing call every module uses. */
async function feedNotification(api: TestApi, uid: number): Promise<number> {
  await api.ctx.db.transaction((tx) => publishNotification(tx, { userId: uid, type: 'notification', title: 'Access test' }));
  const [row] = await sqlRows<{ id: number }>(api, sql`select max(id) as id from push_notifications where user_id = ${uid}`);
  return Number(row.id);
}

/** A new parcel (cash) of the token's user, through the API. */
async function orderParcel(api: TestApi, token: string): Promise<number> {
  const [type] = await sqlRows<{ id: number }>(api, sql`select id from parcel_types order by id limit 1`);
  const point = { latitude: 38.9, longitude: -77.03, address: '1 Main Street' };
  const body = { type_id: Number(type.id), phone_from: '+12025550171', username_from: 'Sam', address_from: point, phone_to: '+12025550172', username_to: 'Rae', address_to: { ...point, latitude: 38.91 }, delivery_date: '2030-01-15', delivery_time: '14:30' };
  const res = await api.call('POST', '/dashboard/user/parcel-orders', { token, body });
  if (res.status !== 201) throw new Error(`parcel failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export async function buildWorld(api: TestApi): Promise<World> {
  const [customer, seller, driver, admin] = await Promise.all([signInDemo(api), login(api, SELLER), login(api, DRIVER), login(api, ADMIN)]);
  const other = await signUpByPhone(api, OTHER_PHONE);
  const [otherRow] = await sqlRows<{ id: number }>(api, sql`select id from users where phone = ${OTHER_PHONE}`);
  const otherId = Number(otherRow.id);
  const [customerId, adminId] = await Promise.all([userId(api, api.config.demoLogin), userId(api, ADMIN)]);
  const stock = await sellableStock(api, SELLER);
  const [foreignSeller] = await sqlRows<{ email: string }>(
    api,
    sql`select u.email from shops s join users u on u.id = s.user_id where u.email <> ${SELLER} and s.status = 'approved' order by s.id limit 1`,
  );
  const foreignStock = await sellableStock(api, foreignSeller.email);

  const cart = await api.call('POST', '/dashboard/user/cart/insert-product', {
    token: other,
    body: { shop_id: stock.shopId, products: [{ stock_id: stock.stockId, quantity: 1 }] },
  });
  if (cart.status !== 200) throw new Error(`cart insert failed: ${cart.status} ${JSON.stringify(cart.body)}`);
  const order = (seed: Omit<Parameters<typeof insertOrder>[1], 'userId'>) => insertOrder(api, { userId: otherId, ...seed }).then((o) => o.id);
  const otherShopDelivered = await order({ stock: foreignStock, status: 'delivered', pay: 'cash' });
  const ownDelivered = await insertOrder(api, { userId: customerId, stock, status: 'delivered', pay: 'cash' });
  const [ownAddress] = await sqlRows<{ id: number }>(api, sql`select id from user_addresses where user_id = ${customerId} order by id limit 1`);
  const otherAddress = await api.call('POST', '/dashboard/user/addresses', {
    token: other,
    body: { title: 'Work', location: [38.91, -77.03], address: { address: '120 Linden Street' } },
  });
  if (otherAddress.status !== 201) throw new Error(`address save failed: ${otherAddress.status} ${JSON.stringify(otherAddress.body)}`);
  const [sellerTable, foreignTable] = await Promise.all([bookableTable(api, true), bookableTable(api, false)]);
  const world: World = {
    tokens: { customer, other, seller, driver, admin },
    own: {
      order: await insertOrder(api, { userId: customerId, stock, pay: 'cash' }).then((o) => o.id),
      refund: await askRefund(api, customer, ownDelivered.id),
      stock,
      notification: await feedNotification(api, customerId),
      address: Number(ownAddress.id),
      booking: await insertBooking(api, customerId, sellerTable, 3),
      parcel: await orderParcel(api, customer),
      chat: await openChat(api, customer),
    },
    bookingTable: sellerTable.tableId,
    slot: await openSlot(api, stock.shopId),
    walletPayment: (await paymentIds(api)).get('wallet')!,
    driverApplication: await api.ctx.db
      .insert(deliverymanApplications)
      .values({ userId: otherId, firstname: 'Other', phone: OTHER_PHONE, vehicleType: 'car' })
      .returning({ id: deliverymanApplications.id })
      .then(([row]) => row.id),
    other: {
      cart: cart.body.data.id,
      cartLine: cart.body.data.user_carts[0].cartDetails[0].id,
      order: await order({ stock, pay: 'cash' }),
      deliveredOrder: await order({ stock, status: 'delivered', pay: 'cash' }),
      otherShopOrder: await order({ stock: foreignStock }),
      otherDriverOrder: await order({ stock, status: 'on_a_way', deliverymanId: adminId }),
      otherShopRefund: await askRefund(api, other, otherShopDelivered),
      notification: await feedNotification(api, otherId),
      address: otherAddress.body.data.id,
      booking: await insertBooking(api, otherId, sellerTable, 4),
      otherShopBooking: await insertBooking(api, otherId, foreignTable, 4),
      parcel: await orderParcel(api, other),
      chat: await openChat(api, other),
    },
  };
  return world;
}
