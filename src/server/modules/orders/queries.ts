import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyOf, equalsId, preparedQuery } from '../../db/prepared';
import { readAll } from '../../db/read-all';
import { TIP_NOTE } from './gateway-kinds';
import {
  currencies,
  orderCoupons,
  orderDetails,
  orderRefunds,
  orders,
  orderStatusEvents,
  payments,
  products,
  reviews,
  shops,
  stocks,
  transactions,
  userAddresses,
  users,
  type OrderStatus,
} from '../../db/schema';

/** Reads of the customer's orders; every list and lookup is scoped to one user. */

export type OrderRow = typeof orders.$inferSelect;

export const ORDER_COLUMNS = ['id', 'created_at', 'updated_at', 'total_price', 'status', 'delivery_date'] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

const columnOf: Record<OrderColumn, SQL | typeof orders.id> = {
  id: orders.id,
  created_at: sql`${orders.createdAt}`,
  updated_at: sql`${orders.updatedAt}`,
  total_price: sql`${orders.totalPrice}`,
  status: sql`${orders.status}`,
  delivery_date: sql`${orders.deliveryDate}`,
};

/** The machine's order of statuses, for `order_statuses=true`. */
const statusRank = sql`array_position(array['new','accepted','cooking','ready','on_a_way','delivered','canceled']::text[], ${orders.status})`;

export interface ListFilter {
  statuses?: OrderStatus[];
  byStatus: boolean;
  column: OrderColumn;
  sort: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const detailsCount = sql<number>`(select count(*)::integer from ${orderDetails} where ${orderDetails.orderId} = ${orders.id} and ${orderDetails.parentId} is null)`;
const orderBy = (f: Pick<ListFilter, 'byStatus' | 'column' | 'sort'>) => {
  const dir = f.sort === 'asc' ? asc : desc;
  return [...(f.byStatus ? [asc(statusRank)] : []), dir(columnOf[f.column]), dir(orders.id)];
};

/**
 * The orders list without a status filter (the orders page's own request), one named statement per sort, built and
 * planned once (ADR 0018, 0042); the user id is hidden from the estimate like equalsId's.
 */
const pageQueries = new Map<string, ReturnType<typeof preparedPage>>();
const preparedPage = (key: string, f: Pick<ListFilter, 'byStatus' | 'column' | 'sort'>) =>
  preparedQuery(`user_orders_${key}`, (db) =>
    db
      .select({ order: orders, detailsCount })
      .from(orders)
      .where(equalsId(orders.userId, 'userId'))
      .orderBy(...orderBy(f))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
const userOrderCountQuery = preparedQuery('user_orders_count', (db) => db.select({ n: count() }).from(orders).where(equalsId(orders.userId, 'userId')));

function unfilteredPage(db: Db, userId: number, f: ListFilter) {
  const key = `${f.column}_${f.sort}${f.byStatus ? '_by_status' : ''}`;
  let page = pageQueries.get(key);
  if (!page) pageQueries.set(key, (page = preparedPage(key, f)));
  return page(db, { userId, limit: f.limit, offset: f.offset });
}

export async function listUserOrders(db: Db, userId: number, f: ListFilter) {
  if (!f.statuses?.length) {
    const [rows, [total]] = await Promise.all([unfilteredPage(db, userId, f), userOrderCountQuery(db, { userId })]);
    return { rows, total: Number(total?.n ?? 0) };
  }
  const where = and(eq(orders.userId, userId), inArray(orders.status, f.statuses));
  const [rows, [total]] = await Promise.all([
    db.select({ order: orders, detailsCount }).from(orders).where(where).orderBy(...orderBy(f)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The order page's first read, polled while an order is live: built and planned once (ADR 0018, 0042). */
const userOrderQuery = preparedQuery('user_order', (db) =>
  db.select().from(orders).where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId')))),
);

export async function findUserOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await userOrderQuery(db, { orderId, userId });
  return row;
}

const shopsByIdsQuery = preparedQuery('order_shops_by_ids', (db) =>
  db
    .select({ id: shops.id, uuid: shops.uuid, type: shops.type, logoImg: shops.logoImg, phone: shops.phone, location: shops.location, userId: shops.userId })
    .from(shops)
    .where(anyOf(shops.id, 'ids')),
);

export async function shopsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return shopsByIdsQuery(db, { ids: [...new Set(ids)] });
}

export type OrderShopRow = Awaited<ReturnType<typeof shopsByIds>>[number];

const currenciesByIdsQuery = preparedQuery('currencies_by_ids', (db) => db.select().from(currencies).where(anyOf(currencies.id, 'ids')));

export async function currenciesByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return currenciesByIdsQuery(db, { ids: [...new Set(ids)] });
}

const orderLinesQuery = preparedQuery('order_lines', (db) =>
  db
    .select({ line: orderDetails, stock: stocks, product: { id: products.id, uuid: products.uuid, img: products.img, unitId: products.unitId } })
    .from(orderDetails)
    .innerJoin(stocks, eq(stocks.id, orderDetails.stockId))
    .innerJoin(products, eq(products.id, stocks.productId))
    .where(eq(orderDetails.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderDetails.id)),
);

/** Lines with their stock and product, parents before addons. */
export async function orderLines(db: Db, orderId: number) {
  return orderLinesQuery(db, { orderId });
}

/** The reads of every order answer (checkout's included), each built once (ADR 0018). */
const orderPaymentQuery = preparedQuery('order_payment', (db) =>
  db
    .select({ tx: transactions, tag: payments.tag })
    .from(transactions)
    .leftJoin(payments, eq(payments.id, transactions.paymentSysId))
    // The order's own payment, not a tip paid after delivery.
    .where(and(eq(transactions.orderId, sql.placeholder('orderId')), or(isNull(transactions.note), ne(transactions.note, TIP_NOTE))))
    .orderBy(desc(transactions.id))
    .limit(1),
);
const orderShopReviewQuery = preparedQuery('order_shop_review', (db) =>
  db.select().from(reviews).where(and(eq(reviews.orderId, sql.placeholder('orderId')), eq(reviews.userId, sql.placeholder('userId')), eq(reviews.target, 'shop'))).limit(1),
);
const orderRefundsQuery = preparedQuery('order_refunds_of', (db) => db.select().from(orderRefunds).where(eq(orderRefunds.orderId, sql.placeholder('orderId'))).orderBy(desc(orderRefunds.id)));
const orderCouponQuery = preparedQuery('order_coupon_of', (db) => db.select().from(orderCoupons).where(eq(orderCoupons.orderId, sql.placeholder('orderId'))).limit(1));
// The bench's history read was planned on every call (810 plans in 790): its id is hidden from the estimate.
const orderHistoryQuery = preparedQuery('order_history_of', (db) =>
  db.select().from(orderStatusEvents).where(equalsId(orderStatusEvents.orderId, 'orderId')).orderBy(asc(orderStatusEvents.id)),
);

export type OrderLineRow = Awaited<ReturnType<typeof orderLines>>[number];

/** Everything else the order page shows, read in parallel. */
export async function orderRelations(db: Db, order: OrderRow) {
  const [txs, review, refunds, coupon, deliveryman, address, history] = await readAll(db, [
    () => orderPaymentQuery(db, { orderId: order.id }),
    () => orderShopReviewQuery(db, { orderId: order.id, userId: order.userId }),
    () => orderRefundsQuery(db, { orderId: order.id }),
    () => orderCouponQuery(db, { orderId: order.id }),
    () =>
      order.deliverymanId
        ? db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname, phone: users.phone, img: users.img }).from(users).where(eq(users.id, order.deliverymanId)).limit(1)
        : Promise.resolve([]),
    () =>
      order.addressId
        ? db.select().from(userAddresses).where(and(eq(userAddresses.id, order.addressId), eq(userAddresses.userId, order.userId))).limit(1)
        : Promise.resolve([]),
    () => orderHistoryQuery(db, { orderId: order.id }),
  ]);
  // at(0): each may be missing (checkoutView builds this shape too).
  return { transaction: txs.at(0), review: review.at(0), refunds, coupon: coupon.at(0), deliveryman: deliveryman.at(0), address: address.at(0), history };
}

export type OrderRelations = Awaited<ReturnType<typeof orderRelations>>;
