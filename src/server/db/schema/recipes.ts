// Recipes (the contract's "receipts", served at `rest/receipts`): a shop's bundle of stocks
// with a bundle discount, plus per-locale ingredient / instruction texts and nutrition facts.
// Amounts are integer minor units of the default currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, stocks } from './catalog';
import { discountTypes } from './enums';
import { shops } from './shops';
import { fixOrPercent, id, inList, locale, money, timestamps } from './columns';

/**
 * Bundle discount: `discount_type` 'fix' uses `discount_price` (minor units per bundle),
 * 'percent' uses `discount_percent` of the bundle price; no type = no discount.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Category of type 'receipt'. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    img: text('img'),
    bgImg: text('bg_img'),
    /** Minutes. */
    activeTime: integer('active_time'),
    totalTime: integer('total_time'),
    calories: integer('calories'),
    servings: integer('servings'),
    discountType: text('discount_type'),
    discountPrice: money('discount_price'),
    discountPercent: doublePrecision('discount_percent'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('recipes_shop_id_idx').on(t.shopId, t.active),
    index('recipes_category_id_idx').on(t.categoryId),
    check('recipes_discount_type_check', sql`${t.discountType} is null or ${inList(t.discountType, discountTypes)}`),
    check(
      'recipes_discount_value_check',
      sql`${t.discountType} is null or ${fixOrPercent(t.discountType, t.discountPrice, t.discountPercent)}`,
    ),
  ],
);

export const recipeTranslations = pgTable(
  'recipe_translations',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('recipe_translations_recipe_id_locale_idx').on(t.recipeId, t.locale)],
);

/** Ingredients text per locale (`ingredient{title}`). */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('recipe_ingredients_recipe_id_locale_idx').on(t.recipeId, t.locale)],
);

/** Instructions text per locale (`instruction{title}`). */
export const recipeInstructions = pgTable(
  'recipe_instructions',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('recipe_instructions_recipe_id_locale_idx').on(t.recipeId, t.locale)],
);

export const recipeNutritions = pgTable(
  'recipe_nutritions',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** Display text, e.g. "12 g". */
    weight: text('weight'),
    percentage: doublePrecision('percentage'),
  },
  (t) => [index('recipe_nutritions_recipe_id_idx').on(t.recipeId)],
);

export const recipeNutritionTranslations = pgTable(
  'recipe_nutrition_translations',
  {
    id: id(),
    recipeNutritionId: integer('recipe_nutrition_id').notNull(),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'recipe_nutrition_translations_recipe_nutrition_id_fk',
      columns: [t.recipeNutritionId],
      foreignColumns: [recipeNutritions.id],
    }).onDelete('cascade'),
    uniqueIndex('recipe_nutrition_translations_nutrition_id_locale_idx').on(t.recipeNutritionId, t.locale),
  ],
);

/** Stocks in the bundle, each needed at `min_quantity` for the bundle discount. */
export const recipeStocks = pgTable(
  'recipe_stocks',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull().default(1),
  },
  (t) => [
    uniqueIndex('recipe_stocks_recipe_id_stock_id_idx').on(t.recipeId, t.stockId),
    index('recipe_stocks_stock_id_idx').on(t.stockId),
    check('recipe_stocks_min_quantity_check', sql`${t.minQuantity} > 0`),
  ],
);
