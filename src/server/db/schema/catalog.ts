// Catalogue: categories, brands, units, products and stocks (sellable variants).
// Extra groups/values and addons are in variants.ts.
// Amounts are integer minor units of the default currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { categoryTypes, currencyPositions, productStatuses } from './enums';
import { shops } from './shops';
import { id, inList, locale, money, publicUuid, timestamps } from './columns';

/** All category kinds share one tree; `parent_id` is null for roots (the API renders 0). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    uuid: publicUuid(),
    keywords: text('keywords'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('main'),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    status: text('status').notNull().default('published'),
    /** Sort position. */
    input: integer('input').notNull().default(0),
    /** Seller-owned category (newer backends); null = global. */
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    index('categories_parent_id_idx').on(t.parentId),
    index('categories_type_active_idx').on(t.type, t.active, t.status),
    index('categories_shop_id_idx').on(t.shopId),
    check('categories_type_check', inList(t.type, categoryTypes)),
    check('categories_status_check', inList(t.status, productStatuses)),
  ],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('category_translations_category_id_locale_idx').on(t.categoryId, t.locale)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    uuid: publicUuid(),
    title: text('title').notNull(),
    img: text('img'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('brands_active_idx').on(t.active)],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    active: boolean('active').notNull().default(true),
    position: text('position').notNull().default('after'),
    ...timestamps(),
  },
  (t) => [check('units_position_check', inList(t.position, currencyPositions))],
);

export const unitTranslations = pgTable(
  'unit_translations',
  {
    id: id(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('unit_translations_unit_id_locale_idx').on(t.unitId, t.locale)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    uuid: publicUuid(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    img: text('img'),
    /** Percent of the unit price. */
    tax: doublePrecision('tax').notNull().default(0),
    active: boolean('active').notNull().default(true),
    status: text('status').notNull().default('pending'),
    minQty: integer('min_qty').notNull().default(1),
    maxQty: integer('max_qty').notNull().default(1000000),
    interval: integer('interval').notNull().default(1),
    /** Addon products are only sold attached to another product's stock. */
    addon: boolean('addon').notNull().default(false),
    vegetarian: boolean('vegetarian').notNull().default(false),
    kcal: integer('kcal'),
    carbs: integer('carbs'),
    protein: integer('protein'),
    fats: integer('fats'),
    /** Units sold in delivered orders (best_sale ordering). */
    soldCount: integer('sold_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('products_shop_id_idx').on(t.shopId, t.status, t.active),
    index('products_category_id_idx').on(t.categoryId),
    index('products_brand_id_idx').on(t.brandId),
    index('products_unit_id_idx').on(t.unitId),
    index('products_status_active_idx').on(t.status, t.active, t.addon),
    // Search and best-sale pages walk this in order and stop after one page (ADR 0016); the id breaks ties.
    index('products_sold_count_id_idx').on(t.soldCount.desc().nullsFirst(), t.id),
    check('products_status_check', inList(t.status, productStatuses)),
    check('products_tax_check', sql`${t.tax} between 0 and 100`),
    check(
      'products_qty_check',
      sql`${t.minQty} >= 1 and ${t.maxQty} >= ${t.minQty} and ${t.interval} >= 1 and ${t.soldCount} >= 0`,
    ),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('product_translations_product_id_locale_idx').on(t.productId, t.locale)],
);

/** A sellable variant of a product (one combination of extra values). */
export const stocks = pgTable(
  'stocks',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: money('price').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    addon: boolean('addon').notNull().default(false),
    sku: text('sku'),
    ...timestamps(),
  },
  (t) => [
    index('stocks_product_id_idx').on(t.productId),
    check('stocks_price_check', sql`${t.price} >= 0`),
    check('stocks_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
