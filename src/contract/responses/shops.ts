import { z } from 'zod';
import { latLng, translation } from './common';

/** Shop shapes (contract §3.2, §4 Shop). */

const deliveryTime = z.object({ from: z.string(), to: z.string(), type: z.string() });

export const shopTag = z.object({ id: z.number(), img: z.string().optional(), translation: translation.optional() });

export const workingDay = z.object({
  id: z.number().optional(),
  day: z.string(),
  from: z.string(),
  to: z.string(),
  disabled: z.boolean().optional(),
});

/** A shop or restaurant in the lists (`rest/shops/paginate`). */
export const shopItem = z.object({
  id: z.number(),
  uuid: z.string(),
  type: z.enum(['shop', 'restaurant']).optional(),
  translation: translation.optional(),
  logo_img: z.string().optional(),
  background_img: z.string().optional(),
  open: z.boolean().optional(),
  price: z.number().optional(),
  price_per_km: z.number().optional(),
  /** With an address in the query: the fee the checkout will charge there (same rule as cart/calculate). */
  delivery_fee: z.number().optional(),
  rating_avg: z.number().nullable().optional(),
  reviews_count: z.number().optional(),
  products_count: z.number().optional(),
  verify: z.boolean().optional(),
  delivery_time: deliveryTime.optional(),
});

/** A shop or restaurant (`rest/shops/{id}`, contract §4 Shop). */
export const shop = z.object({
  id: z.number(),
  uuid: z.string(),
  type: z.string().optional(),
  translation: translation.optional(),
  logo_img: z.string().optional(),
  background_img: z.string().optional(),
  phone: z.string().optional(),
  price: z.number().optional(),
  price_per_km: z.number().optional(),
  /** Asked with `address[latitude|longitude]`: whether it delivers there, the distance and the checkout's fee. */
  delivers: z.boolean().optional(),
  km: z.number().optional(),
  delivery_fee: z.number().optional(),
  min_amount: z.number().optional(),
  tax: z.number().optional(),
  open: z.boolean().optional(),
  verify: z.boolean().optional(),
  delivery_time: deliveryTime.optional(),
  location: latLng.optional(),
  rating_avg: z.number().optional(),
  reviews_count: z.number().optional(),
  tags: z.array(shopTag).optional(),
  shop_working_days: z.array(workingDay).optional(),
  shop_closed_date: z.array(z.object({ id: z.number(), day: z.string() })).optional(),
  categories: z.array(z.object({ id: z.number(), uuid: z.string(), img: z.string().optional(), translation: translation.optional() })).optional(),
});

export const review = z.object({
  id: z.number(),
  rating: z.number(),
  comment: z.string().optional(),
  created_at: z.string().optional(),
  user: z.object({ firstname: z.string().optional(), lastname: z.string().optional(), img: z.string().optional() }).optional(),
});

export const branch = z.object({
  id: z.number(),
  shop_id: z.number(),
  address: z.object({ address: z.string().optional(), house: z.string().optional() }).optional(),
  location: latLng.optional(),
  translation: translation.optional(),
});
