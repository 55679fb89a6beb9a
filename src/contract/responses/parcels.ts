import { z } from 'zod';
import { translation } from './common';
import { orderCurrency, orderReview, orderTransaction } from './orders';

/** Courier parcel shapes (contract §3.11); money in the parcel's own currency. */

export const parcelType = z.object({
  id: z.number(),
  type: z.string(),
  img: z.string().optional(),
  min_width: z.number(),
  max_width: z.number(),
  min_height: z.number(),
  max_height: z.number(),
  min_length: z.number(),
  max_length: z.number(),
  min_g: z.number(),
  max_g: z.number(),
  price: z.number(),
  price_per_km: z.number(),
  options: z.array(z.object({ id: z.number(), translation: translation.partial() })),
});

/** `calculate-price`: what the server will charge (and the distance it priced). */
export const parcelPrice = z.object({ price: z.number(), km: z.number().optional() });

export const parcelAddress = z.object({
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().optional(),
  house: z.string().optional(),
  stage: z.string().optional(),
  room: z.string().optional(),
});

export const parcelReview = orderReview.extend({ parcel_order_id: z.number().nullable().optional() });

export const parcel = z.object({
  id: z.number(),
  user_id: z.number().optional(),
  status: z.string(),
  type_id: z.number().optional(),
  type: z.object({ id: z.number(), type: z.string() }).optional(),
  currency_id: z.number().optional(),
  currency: orderCurrency.optional(),
  rate: z.number().optional(),
  total_price: z.number(),
  km: z.number().optional(),
  address_from: parcelAddress,
  phone_from: z.string(),
  username_from: z.string(),
  address_to: parcelAddress,
  phone_to: z.string(),
  username_to: z.string(),
  delivery_date: z.string().optional(),
  delivery_time: z.string().optional(),
  note: z.string().optional(),
  description: z.string().optional(),
  instructions: z.string().optional(),
  notify: z.boolean().optional(),
  img: z.string().optional(),
  deliveryman: z.object({ id: z.number(), firstname: z.string().optional(), lastname: z.string().optional() }).nullable().optional(),
  transaction: orderTransaction.extend({ payment_sys_id: z.number().optional() }).nullable().optional(),
  review: orderReview.nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
