import { z } from 'zod';
import { translation } from './common';
import { shop } from './shops';

/** Catalogue shapes (contract §3.3, §4 Product, Stock, Category). Recursive parts use zod 4 getters. */

export const category = z.object({
  id: z.number(),
  uuid: z.string(),
  type: z.string().optional(),
  img: z.string().optional(),
  translation: translation.optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof category>> {
    return z.array(category).optional();
  },
});

/** An extra value of a stock (size, crust…) with its group (contract §4 Stock.extras). */
export const extraValue = z.object({
  id: z.number(),
  extra_group_id: z.number(),
  /** The language-neutral value ("Thin"); `translation.title` is its text in the reader's language. */
  value: z.string(),
  active: z.boolean().optional(),
  translation: translation.optional(),
  group: z.object({ id: z.number(), type: z.string().optional(), translation: translation.optional() }).optional(),
});

const discount = z.object({ id: z.number(), type: z.string().optional(), price: z.number().optional() });

/** An addon attached to a stock: another (addon) product with its own stock. */
export const stockAddon = z.object({
  id: z.number(),
  stock_id: z.number(),
  addon_id: z.number(),
  get product(): z.ZodOptional<typeof product> {
    return product.optional();
  },
});

/** One sellable variant of a product; prices are decimals already in the display currency. */
export const stock = z.object({
  id: z.number(),
  countable_id: z.number().optional(),
  price: z.number().optional(),
  quantity: z.number().optional(),
  discount: z.number().optional(),
  tax: z.number().optional(),
  total_price: z.number().optional(),
  addon: z.boolean().optional(),
  extras: z.array(extraValue).optional(),
  addons: z.array(stockAddon).optional(),
  get product(): z.ZodOptional<typeof product> {
    return product.optional();
  },
});

/** A product (`rest/products/{uuid}`, menu items in `rest/shops/{id}/products`). */
export const product = z.object({
  id: z.number(),
  uuid: z.string(),
  shop_id: z.number().optional(),
  category_id: z.number().optional(),
  brand_id: z.number().optional(),
  img: z.string().optional(),
  tax: z.number().optional(),
  addon: z.boolean().optional(),
  vegetarian: z.boolean().optional(),
  min_qty: z.number().optional(),
  max_qty: z.number().optional(),
  interval: z.number().optional(),
  reviews_count: z.number().optional(),
  translation: translation.optional(),
  unit: z.object({ id: z.number(), translation: translation.optional() }).optional(),
  stock: stock.optional(),
  stocks: z.array(stock).optional(),
  discounts: z.array(discount).optional(),
  shop: shop.optional(),
});

/** A menu category with its products and sub-categories (`rest/shops/{id}/products`). */
export const menuCategory = z.object({
  id: z.number(),
  uuid: z.string(),
  parent_id: z.number().optional(),
  type: z.string().optional(),
  img: z.string().optional(),
  input: z.number().optional(),
  translation: translation.optional(),
  products: z.array(product).optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof menuCategory>> {
    return z.array(menuCategory).optional();
  },
});

export const shopMenu = z.object({ recommended: z.array(product), all: z.array(menuCategory) });

/** A product search hit (`rest/products/search`). */
export const productHit = z.object({
  id: z.number(),
  uuid: z.string(),
  img: z.string().optional(),
  shop_id: z.number().optional(),
  translation: translation.optional(),
  shop: z.object({ id: z.number(), uuid: z.string().optional(), type: z.string().optional(), translation: translation.optional() }).optional(),
});

export const brand = z.object({
  id: z.number(),
  uuid: z.string().optional(),
  title: z.string(),
  img: z.string().optional(),
  products_count: z.number().optional(),
});
