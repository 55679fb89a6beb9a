// Payment methods, transactions, wallets and gateway payment sessions.
// Amounts are integer minor units of the default currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { transactionStatuses, walletHistoryStatuses, walletHistoryTypes } from './enums';
import { currencies } from './i18n';
import { users } from './identity';
import { orders } from './orders';
import { parcelOrders } from './parcels';
import type { JsonObject, PaymentProcessData } from './types';
import { id, inList, money, publicUuid, timestamps } from './columns';

/** Payment methods: cash, wallet, stripe, razorpay, mercado-pago, paystack, flutterWave, paytabs, ... */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    tag: text('tag').notNull().unique(),
    /** Sort position. */
    input: integer('input').notNull().default(0),
    sandbox: boolean('sandbox').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('payments_active_idx').on(t.active)],
);

/** Platform-level gateway credentials (never exposed by the API). */
export const paymentPayloads = pgTable('payment_payloads', {
  id: id(),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').$type<JsonObject>().notNull().default({}),
  ...timestamps(),
});

/** One per user; `price` is the balance. */
export const wallets = pgTable(
  'wallets',
  {
    id: id(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    price: money('price').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('wallets_currency_id_idx').on(t.currencyId),
    check('wallets_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * Payments against an order, a parcel order or a wallet (top-up): exactly one of
 * `order_id`, `parcel_order_id`, `wallet_id` is set (the contract's morph `payable`).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    parcelOrderId: integer('parcel_order_id').references(() => parcelOrders.id, { onDelete: 'cascade' }),
    walletId: integer('wallet_id').references(() => wallets.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    price: money('price').notNull(),
    paymentSysId: integer('payment_sys_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Gateway transaction id. */
    paymentTrxId: text('payment_trx_id'),
    note: text('note'),
    performTime: timestamp('perform_time', { withTimezone: true }),
    refundTime: timestamp('refund_time', { withTimezone: true }),
    status: text('status').notNull().default('progress'),
    statusDescription: text('status_description'),
    ...timestamps(),
  },
  (t) => [
    index('transactions_order_id_idx').on(t.orderId),
    index('transactions_parcel_order_id_idx').on(t.parcelOrderId),
    index('transactions_wallet_id_idx').on(t.walletId),
    index('transactions_user_id_idx').on(t.userId, t.createdAt),
    index('transactions_payment_sys_id_idx').on(t.paymentSysId),
    index('transactions_status_idx').on(t.status),
    uniqueIndex('transactions_payment_trx_idx').on(t.paymentSysId, t.paymentTrxId),
    check('transactions_status_check', inList(t.status, transactionStatuses)),
    check('transactions_price_check', sql`${t.price} >= 0`),
    check('transactions_payable_check', sql`num_nonnulls(${t.orderId}, ${t.parcelOrderId}, ${t.walletId}) = 1`),
  ],
);

/** Wallet movements; `price` is always positive, `type` gives the direction. */
export const walletHistories = pgTable(
  'wallet_histories',
  {
    id: id(),
    uuid: publicUuid(),
    walletUuid: uuid('wallet_uuid')
      .notNull()
      .references(() => wallets.uuid, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    price: money('price').notNull(),
    note: text('note'),
    status: text('status').notNull().default('processed'),
    /** Author of the movement (the contract's `author`). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('wallet_histories_wallet_uuid_idx').on(t.walletUuid, t.createdAt),
    index('wallet_histories_transaction_id_idx').on(t.transactionId),
    index('wallet_histories_created_by_idx').on(t.createdBy),
    check('wallet_histories_type_check', inList(t.type, walletHistoryTypes)),
    check('wallet_histories_status_check', inList(t.status, walletHistoryStatuses)),
    check('wallet_histories_price_check', sql`${t.price} >= 0`),
    // A referee earns the referral bonus once: a second award is a conflict, not a second credit.
    uniqueIndex('wallet_histories_referee_bonus_idx').on(t.walletUuid).where(sql`type = 'referral_to_topup'`),
  ],
);

/**
 * External gateway sessions (`dashboard/user/order-{tag}-process`); `id` is the gateway's
 * session id. `data` holds `{url, price, order_id, ...}` plus, for checkout-first flows, the
 * pending order payload.
 */
export const paymentProcess = pgTable(
  'payment_process',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    parcelOrderId: integer('parcel_order_id').references(() => parcelOrders.id, { onDelete: 'cascade' }),
    walletId: integer('wallet_id').references(() => wallets.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<PaymentProcessData>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('payment_process_user_id_idx').on(t.userId),
    index('payment_process_payment_id_idx').on(t.paymentId),
    index('payment_process_order_id_idx').on(t.orderId),
    index('payment_process_parcel_order_id_idx').on(t.parcelOrderId),
    index('payment_process_wallet_id_idx').on(t.walletId),
  ],
);
