// Product variants: extra groups and values (each stock is one combination of values)
// and addon products offered with a stock.
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, stocks } from './catalog';
import { extraGroupTypes } from './enums';
import { shops } from './shops';
import { id, inList, locale, timestamps } from './columns';

export const extraGroups = pgTable(
  'extra_groups',
  {
    id: id(),
    type: text('type').notNull().default('text'),
    active: boolean('active').notNull().default(true),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    index('extra_groups_shop_id_idx').on(t.shopId),
    check('extra_groups_type_check', inList(t.type, extraGroupTypes)),
  ],
);

export const extraGroupTranslations = pgTable(
  'extra_group_translations',
  {
    id: id(),
    extraGroupId: integer('extra_group_id')
      .notNull()
      .references(() => extraGroups.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('extra_group_translations_extra_group_id_locale_idx').on(t.extraGroupId, t.locale)],
);

export const extraValues = pgTable(
  'extra_values',
  {
    id: id(),
    extraGroupId: integer('extra_group_id')
      .notNull()
      .references(() => extraGroups.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('extra_values_extra_group_id_idx').on(t.extraGroupId)],
);

/** A value's text per language ("Thin" → "رقيقة"); `value` itself stays the language-neutral key. */
export const extraValueTranslations = pgTable(
  'extra_value_translations',
  {
    id: id(),
    extraValueId: integer('extra_value_id')
      .notNull()
      .references(() => extraValues.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('extra_value_translations_extra_value_id_locale_idx').on(t.extraValueId, t.locale)],
);

/** Extra groups a product's stocks vary by. */
export const productExtras = pgTable(
  'product_extras',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    extraGroupId: integer('extra_group_id')
      .notNull()
      .references(() => extraGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('product_extras_product_id_extra_group_id_idx').on(t.productId, t.extraGroupId),
    index('product_extras_extra_group_id_idx').on(t.extraGroupId),
  ],
);

/** The extra values that make up a stock. */
export const stockExtras = pgTable(
  'stock_extras',
  {
    id: id(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    extraValueId: integer('extra_value_id')
      .notNull()
      .references(() => extraValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('stock_extras_stock_id_extra_value_id_idx').on(t.stockId, t.extraValueId),
    index('stock_extras_extra_value_id_idx').on(t.extraValueId),
  ],
);

/** Addon products offered with a stock (`addon_id` → products.id). */
export const stockAddons = pgTable(
  'stock_addons',
  {
    id: id(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    addonId: integer('addon_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('stock_addons_stock_id_addon_id_idx').on(t.stockId, t.addonId),
    index('stock_addons_addon_id_idx').on(t.addonId),
  ],
);
