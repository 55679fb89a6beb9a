// Shops and restaurants: translations, tags, categories, payment methods, galleries.
// Opening hours, delivery zones and branches are in shop-operations.ts.
// Amounts are integer minor units of the default currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { shopStatuses, shopTypes } from './enums';
import { users } from './identity';
import { payments } from './money';
import type { DeliveryTime, GeoPoint } from './types';
import { createdAt, id, inList, locale, money, nonNegative, publicUuid, timestamps } from './columns';

export const shops = pgTable(
  'shops',
  {
    id: id(),
    uuid: publicUuid(),
    /** Owner (seller). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').notNull().default('shop'),
    /** Shop tax, percent of (subtotal - discounts). */
    tax: doublePrecision('tax').notNull().default(0),
    /** Platform commission, percent. */
    percentage: doublePrecision('percentage').notNull().default(0),
    location: jsonb('location').$type<GeoPoint>().notNull(),
    /** Copies of location.latitude/longitude for SQL distance filters. */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    showType: smallint('show_type').notNull().default(1),
    open: boolean('open').notNull().default(true),
    visibility: boolean('visibility').notNull().default(true),
    /** Verified ("brand") badge. */
    verify: boolean('verify').notNull().default(false),
    backgroundImg: text('background_img'),
    logoImg: text('logo_img'),
    minAmount: money('min_amount').notNull().default(0),
    status: text('status').notNull().default('new'),
    statusNote: text('status_note'),
    deliveryTime: jsonb('delivery_time').$type<DeliveryTime>(),
    /** Fixed delivery fee. */
    price: money('price').notNull().default(0),
    pricePerKm: money('price_per_km').notNull().default(0),
    /** Percent; used as the waiter fee for dine_in orders. */
    serviceFee: doublePrecision('service_fee').notNull().default(0),
    /** Denormalised review counters, updated when a review is written. */
    ratingAvg: doublePrecision('rating_avg').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('shops_user_id_idx').on(t.userId),
    index('shops_type_idx').on(t.type),
    index('shops_status_idx').on(t.status),
    index('shops_open_idx').on(t.open),
    index('shops_listing_idx').on(t.status, t.type, t.open),
    index('shops_lat_lng_idx').on(t.latitude, t.longitude),
    index('shops_rating_avg_idx').on(t.ratingAvg),
    index('shops_created_at_idx').on(t.createdAt),
    check('shops_type_check', inList(t.type, shopTypes)),
    check('shops_status_check', inList(t.status, shopStatuses)),
    check(
      'shops_percent_check',
      sql`${t.tax} between 0 and 100 and ${t.percentage} between 0 and 100 and ${t.serviceFee} between 0 and 100`,
    ),
    check('shops_amounts_check', nonNegative(t.price, t.pricePerKm, t.minAmount)),
    check('shops_location_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const shopTranslations = pgTable(
  'shop_translations',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
    address: text('address'),
  },
  (t) => [uniqueIndex('shop_translations_shop_id_locale_idx').on(t.shopId, t.locale)],
);

/** Filter chips ("takes"). */
export const shopTags = pgTable('shop_tags', {
  id: id(),
  img: text('img'),
  ...timestamps(),
});

export const shopTagTranslations = pgTable(
  'shop_tag_translations',
  {
    id: id(),
    shopTagId: integer('shop_tag_id')
      .notNull()
      .references(() => shopTags.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('shop_tag_translations_shop_tag_id_locale_idx').on(t.shopTagId, t.locale)],
);

export const assignShopTags = pgTable(
  'assign_shop_tags',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    shopTagId: integer('shop_tag_id')
      .notNull()
      .references(() => shopTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('assign_shop_tags_shop_id_shop_tag_id_idx').on(t.shopId, t.shopTagId),
    index('assign_shop_tags_shop_tag_id_idx').on(t.shopTagId),
  ],
);

/** Shop ↔ category (type 'shop') assignments. */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('shop_categories_shop_id_category_id_idx').on(t.shopId, t.categoryId),
    index('shop_categories_category_id_idx').on(t.categoryId),
  ],
);

/** Payment methods a shop accepts, with its own gateway credentials. */
export const shopPayments = pgTable(
  'shop_payments',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: boolean('status').notNull().default(true),
    clientId: text('client_id'),
    secretId: text('secret_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shop_payments_shop_id_payment_id_idx').on(t.shopId, t.paymentId),
    index('shop_payments_payment_id_idx').on(t.paymentId),
  ],
);

export const shopGalleries = pgTable(
  'shop_galleries',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('shop_galleries_shop_id_idx').on(t.shopId)],
);
