// Orders, their lines, coupons used, refunds and status history.
// Amounts are integer minor units of the default currency; `rate` is the currency rate
// at checkout, used to render the order in its currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bookings, tables, userBookings } from './booking';
import { stocks } from './catalog';
import { deliveryTypes, orderStatuses, refundStatuses } from './enums';
import { currencies } from './i18n';
import { userAddresses, users } from './identity';
import { coupons } from './marketing';
import { payments } from './money';
import { shops } from './shops';
import type { AddressDetails, GeoPoint, ParticipantShare } from './types';
import { createdAt, id, inList, money, nonNegative, timestamps } from './columns';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('new'),
    deliveryType: text('delivery_type').notNull().default('delivery'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    rate: doublePrecision('rate').notNull().default(1),
    /** Lines' total before discounts. */
    originPrice: money('origin_price').notNull().default(0),
    /** Amount due: subtotal - discounts - coupon + delivery fee + tax + service fee + tips. */
    totalPrice: money('total_price').notNull().default(0),
    totalDiscount: money('total_discount').notNull().default(0),
    /** Shop tax amount. */
    tax: money('tax').notNull().default(0),
    commissionFee: money('commission_fee').notNull().default(0),
    deliveryFee: money('delivery_fee').notNull().default(0),
    serviceFee: money('service_fee').notNull().default(0),
    waiterFee: money('waiter_fee').notNull().default(0),
    tips: money('tips').notNull().default(0),
    couponPrice: money('coupon_price').notNull().default(0),
    /** Shop → delivery address distance, km (2 decimals). */
    km: numeric('km', { precision: 10, scale: 2, mode: 'number' }),
    note: text('note'),
    location: jsonb('location').$type<GeoPoint>(),
    address: jsonb('address').$type<AddressDetails>(),
    addressId: integer('address_id').references(() => userAddresses.id, { onDelete: 'set null' }),
    phone: text('phone'),
    /** Recipient name when ordering for someone else. */
    username: text('username'),
    deliveryDate: date('delivery_date'),
    /** "HH:mm". */
    deliveryTime: text('delivery_time'),
    deliverymanId: integer('deliveryman_id').references(() => users.id, { onDelete: 'set null' }),
    waiterId: integer('waiter_id').references(() => users.id, { onDelete: 'set null' }),
    cookId: integer('cook_id').references(() => users.id, { onDelete: 'set null' }),
    tableId: integer('table_id').references(() => tables.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    userBookingId: integer('user_booking_id').references(() => userBookings.id, { onDelete: 'set null' }),
    /** Chosen payment method (cash, wallet, gateway). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Cart the order was created from (the cart is deleted afterwards, so no FK). */
    cartId: integer('cart_id'),
    idempotencyKey: text('idempotency_key'),
    /** Active order shown to the deliveryman; cleared on delivered/canceled. */
    current: boolean('current').notNull().default(false),
    img: text('img'),
    imageAfterDelivered: text('image_after_delivered'),
    /** Who owes what, computed at checkout in minor units (group orders; one entry for the owner otherwise). */
    participants: jsonb('participants').$type<ParticipantShare[]>(),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId, t.status),
    index('orders_shop_id_idx').on(t.shopId, t.status),
    index('orders_status_idx').on(t.status),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_currency_id_idx').on(t.currencyId),
    index('orders_address_id_idx').on(t.addressId),
    index('orders_deliveryman_id_idx').on(t.deliverymanId, t.status),
    index('orders_waiter_id_idx').on(t.waiterId),
    index('orders_cook_id_idx').on(t.cookId),
    index('orders_table_id_idx').on(t.tableId),
    index('orders_booking_id_idx').on(t.bookingId),
    index('orders_user_booking_id_idx').on(t.userBookingId),
    index('orders_payment_id_idx').on(t.paymentId),
    uniqueIndex('orders_user_id_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('orders_status_check', inList(t.status, orderStatuses)),
    check('orders_delivery_type_check', inList(t.deliveryType, deliveryTypes)),
    check('orders_rate_check', sql`${t.rate} > 0`),
    check(
      'orders_amounts_check',
      nonNegative(
        t.totalPrice,
        t.originPrice,
        t.totalDiscount,
        t.tax,
        t.commissionFee,
        t.deliveryFee,
        t.serviceFee,
        t.waiterFee,
        t.tips,
        t.couponPrice,
      ),
    ),
  ],
);

/** Order lines copied from the cart; addon lines point at their parent line. */
export const orderDetails = pgTable(
  'order_details',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'restrict' }),
    parentId: integer('parent_id').references((): AnyPgColumn => orderDetails.id, { onDelete: 'cascade' }),
    /** Line price before discount (unit price x quantity). */
    originPrice: money('origin_price').notNull().default(0),
    /** Line price after discount, including tax. */
    totalPrice: money('total_price').notNull().default(0),
    tax: money('tax').notNull().default(0),
    discount: money('discount').notNull().default(0),
    quantity: integer('quantity').notNull(),
    bonus: boolean('bonus').notNull().default(false),
    note: text('note'),
    /** Display name of the group participant whose line this was (null outside group orders). */
    participant: text('participant'),
    ...timestamps(),
  },
  (t) => [
    index('order_details_order_id_idx').on(t.orderId),
    index('order_details_stock_id_idx').on(t.stockId),
    index('order_details_parent_id_idx').on(t.parentId),
    check('order_details_quantity_check', sql`${t.quantity} > 0`),
    check('order_details_amounts_check', nonNegative(t.originPrice, t.totalPrice, t.tax, t.discount)),
  ],
);

/** Coupon applied to an order; (user_id, coupon_id) unique = a user redeems a coupon once. */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Coupon code as entered. */
    name: text('name').notNull(),
    price: money('price').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_coupons_user_id_coupon_id_unique').on(t.userId, t.couponId),
    index('order_coupons_user_id_name_idx').on(t.userId, t.name),
    index('order_coupons_coupon_id_idx').on(t.couponId),
  ],
);

/** Refund requests; at most one pending or accepted per order. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    cause: text('cause'),
    answer: text('answer'),
    ...timestamps(),
  },
  (t) => [
    index('order_refunds_order_id_idx').on(t.orderId),
    index('order_refunds_status_idx').on(t.status),
    uniqueIndex('order_refunds_open_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    check('order_refunds_status_check', inList(t.status, refundStatuses)),
  ],
);

/** Order status history: one row per transition (and one for the initial status). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    status: text('status').notNull(),
    /** Who made the change (null = system). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_events_order_id_idx').on(t.orderId, t.createdAt),
    index('order_status_events_user_id_idx').on(t.userId),
    check('order_status_events_status_check', inList(t.status, orderStatuses)),
    check(
      'order_status_events_from_status_check',
      sql`${t.fromStatus} is null or ${inList(t.fromStatus, orderStatuses)}`,
    ),
  ],
);
