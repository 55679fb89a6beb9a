// Product discounts and bonuses (free items).
// Amounts are integer minor units of the default currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, stocks } from './catalog';
import { bonusTypes, discountTypes } from './enums';
import { shops } from './shops';
import { fixOrPercent, id, inList, money, timestamps } from './columns';

/**
 * A shop discount applied to its linked products. `type` 'fix' uses `price` (minor units
 * off the unit price); 'percent' uses `percent` (0-100]. The API renders either as `price`.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    price: money('price'),
    percent: doublePrecision('percent'),
    start: date('start').notNull(),
    end: date('end').notNull(),
    active: boolean('active').notNull().default(true),
    img: text('img'),
    ...timestamps(),
  },
  (t) => [
    index('discounts_shop_id_idx').on(t.shopId),
    index('discounts_active_period_idx').on(t.active, t.start, t.end),
    check('discounts_type_check', inList(t.type, discountTypes)),
    check('discounts_value_check', fixOrPercent(t.type, t.price, t.percent)),
    check('discounts_period_check', sql`${t.end} >= ${t.start}`),
  ],
);

export const productDiscounts = pgTable(
  'product_discounts',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('product_discounts_product_id_discount_id_idx').on(t.productId, t.discountId),
    index('product_discounts_discount_id_idx').on(t.discountId),
  ],
);

/**
 * Bonus rules (the contract's morph `bonusable` made explicit):
 * - type 'count' on a stock (`stock_id`): every `value` units bought add `bonus_quantity`
 *   free units of `bonus_stock_id`;
 * - type 'sum' on a shop (`shop_id`): `bonus_quantity` free units of `bonus_stock_id` once
 *   the cart total reaches `value` (minor units).
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: id(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id').references(() => stocks.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** 'sum': cart total threshold in minor units; 'count': units to buy. */
    value: money('value').notNull(),
    bonusStockId: integer('bonus_stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    bonusQuantity: integer('bonus_quantity').notNull().default(1),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    status: boolean('status').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('bonuses_shop_id_idx').on(t.shopId),
    index('bonuses_stock_id_idx').on(t.stockId),
    index('bonuses_bonus_stock_id_idx').on(t.bonusStockId),
    check('bonuses_type_check', inList(t.type, bonusTypes)),
    check(
      'bonuses_target_check',
      sql`(${t.type} = 'sum' and ${t.shopId} is not null and ${t.stockId} is null)
        or (${t.type} = 'count' and ${t.stockId} is not null and ${t.shopId} is null)`,
    ),
    check('bonuses_quantity_check', sql`${t.value} > 0 and ${t.bonusQuantity} > 0`),
  ],
);
