// Courier parcel delivery: parcel types, options and parcel orders.
// Amounts are integer minor units of the default currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { parcelStatuses } from './enums';
import { currencies } from './i18n';
import { users } from './identity';
import { payments } from './money';
import type { ParcelAddress } from './types';
import { createdAt, id, inList, locale, money, nonNegative, timestamps } from './columns';

/** Parcel size classes; dimensions in cm, weights in grams; price = price + price_per_km * km. */
export const parcelTypes = pgTable(
  'parcel_types',
  {
    id: id(),
    type: text('type').notNull(),
    img: text('img'),
    minWidth: integer('min_width').notNull().default(0),
    maxWidth: integer('max_width').notNull().default(0),
    minHeight: integer('min_height').notNull().default(0),
    maxHeight: integer('max_height').notNull().default(0),
    minLength: integer('min_length').notNull().default(0),
    maxLength: integer('max_length').notNull().default(0),
    minG: integer('min_g').notNull().default(0),
    maxG: integer('max_g').notNull().default(0),
    price: money('price').notNull().default(0),
    pricePerKm: money('price_per_km').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('parcel_types_active_idx').on(t.active),
    check('parcel_types_price_check', nonNegative(t.price, t.pricePerKm)),
  ],
);

/** Extra services selectable for parcel types (e.g. fragile handling). */
export const parcelOptions = pgTable('parcel_options', {
  id: id(),
  ...timestamps(),
});

export const parcelOptionTranslations = pgTable(
  'parcel_option_translations',
  {
    id: id(),
    parcelOptionId: integer('parcel_option_id').notNull(),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'parcel_option_translations_parcel_option_id_fk',
      columns: [t.parcelOptionId],
      foreignColumns: [parcelOptions.id],
    }).onDelete('cascade'),
    uniqueIndex('parcel_option_translations_parcel_option_id_locale_idx').on(t.parcelOptionId, t.locale),
  ],
);

export const parcelTypeOptions = pgTable(
  'parcel_type_options',
  {
    id: id(),
    parcelTypeId: integer('parcel_type_id')
      .notNull()
      .references(() => parcelTypes.id, { onDelete: 'cascade' }),
    parcelOptionId: integer('parcel_option_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('parcel_type_options_type_option_idx').on(t.parcelTypeId, t.parcelOptionId),
    index('parcel_type_options_parcel_option_id_idx').on(t.parcelOptionId),
  ],
);

export const parcelOrders = pgTable(
  'parcel_orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => parcelTypes.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('new'),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    rate: doublePrecision('rate').notNull().default(1),
    totalPrice: money('total_price').notNull().default(0),
    deliveryFee: money('delivery_fee').notNull().default(0),
    tax: money('tax').notNull().default(0),
    km: numeric('km', { precision: 10, scale: 2, mode: 'number' }),
    addressFrom: jsonb('address_from').$type<ParcelAddress>().notNull(),
    phoneFrom: text('phone_from').notNull(),
    usernameFrom: text('username_from').notNull(),
    addressTo: jsonb('address_to').$type<ParcelAddress>().notNull(),
    phoneTo: text('phone_to').notNull(),
    usernameTo: text('username_to').notNull(),
    deliveryDate: date('delivery_date'),
    /** "HH:mm". */
    deliveryTime: text('delivery_time'),
    deliverymanId: integer('deliveryman_id').references(() => users.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    note: text('note'),
    description: text('description'),
    instructions: text('instructions'),
    notify: boolean('notify').notNull().default(false),
    qrValue: text('qr_value'),
    img: text('img'),
    current: boolean('current').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    index('parcel_orders_user_id_idx').on(t.userId, t.status),
    index('parcel_orders_type_id_idx').on(t.typeId),
    index('parcel_orders_status_idx').on(t.status),
    index('parcel_orders_created_at_idx').on(t.createdAt),
    index('parcel_orders_currency_id_idx').on(t.currencyId),
    index('parcel_orders_deliveryman_id_idx').on(t.deliverymanId, t.status),
    index('parcel_orders_payment_id_idx').on(t.paymentId),
    uniqueIndex('parcel_orders_user_id_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('parcel_orders_status_check', inList(t.status, parcelStatuses)),
    check('parcel_orders_rate_check', sql`${t.rate} > 0`),
    check('parcel_orders_amounts_check', nonNegative(t.totalPrice, t.deliveryFee, t.tax)),
  ],
);
