// Banners and ads, stories, referral programme and coupons.
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
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { bannerTypes, discountTypes } from './enums';
import { users } from './identity';
import { shops } from './shops';
import { createdAt, fixOrPercent, id, inList, locale, money, timestamps } from './columns';

/** Promotions (`type` 'banner', `rest/banners`) and ads (`type` 'ads', `rest/banners-ads`). */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    type: text('type').notNull().default('banner'),
    url: text('url'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    clickable: boolean('clickable').notNull().default(true),
    /** Denormalised count of banner_likes. */
    likes: integer('likes').notNull().default(0),
    /** Ads may expire; null = no end. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('banners_type_active_idx').on(t.type, t.active),
    check('banners_type_check', inList(t.type, bannerTypes)),
  ],
);

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    id: id(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
    buttonText: text('button_text'),
  },
  (t) => [uniqueIndex('banner_translations_banner_id_locale_idx').on(t.bannerId, t.locale)],
);

/** Shops promoted by a banner or ad. */
export const bannerShops = pgTable(
  'banner_shops',
  {
    id: id(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('banner_shops_banner_id_shop_id_idx').on(t.bannerId, t.shopId),
    index('banner_shops_shop_id_idx').on(t.shopId),
  ],
);

/** The contract's `likes` (`rest/banners/{id}/liked`). */
export const bannerLikes = pgTable(
  'banner_likes',
  {
    id: id(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('banner_likes_banner_id_user_id_idx').on(t.bannerId, t.userId),
    index('banner_likes_user_id_idx').on(t.userId),
  ],
);

/** Shop stories (media about a product), listed for 24 hours. */
export const stories = pgTable(
  'stories',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    fileUrls: jsonb('file_urls').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('stories_shop_id_idx').on(t.shopId),
    index('stories_product_id_idx').on(t.productId),
    index('stories_created_at_idx').on(t.createdAt),
  ],
);

/** Referral programme terms (`rest/referral`). */
export const referrals = pgTable('referrals', {
  id: id(),
  img: text('img'),
  /** Reward to the referrer. */
  priceFrom: money('price_from').notNull().default(0),
  /** Reward to the referred user. */
  priceTo: money('price_to').notNull().default(0),
  expiredAt: timestamp('expired_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
});

export const referralTranslations = pgTable(
  'referral_translations',
  {
    id: id(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
    faq: text('faq'),
  },
  (t) => [uniqueIndex('referral_translations_referral_id_locale_idx').on(t.referralId, t.locale)],
);

/**
 * Coupon codes (`name`), global (shop_id null) or per shop. 'fix' uses `price` (minor units),
 * 'percent' uses `percent` (0-100]; the API renders either as `price`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('fix'),
    qty: integer('qty').notNull().default(0),
    price: money('price'),
    percent: doublePrecision('percent'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    img: text('img'),
    ...timestamps(),
  },
  (t) => [
    unique('coupons_shop_id_name_unique').on(t.shopId, t.name).nullsNotDistinct(),
    index('coupons_name_idx').on(t.name),
    check('coupons_type_check', inList(t.type, discountTypes)),
    check('coupons_qty_check', sql`${t.qty} >= 0`),
    check('coupons_value_check', fixOrPercent(t.type, t.price, t.percent)),
  ],
);

export const couponTranslations = pgTable(
  'coupon_translations',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('coupon_translations_coupon_id_locale_idx').on(t.couponId, t.locale)],
);
