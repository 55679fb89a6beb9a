import { z } from 'zod';
import { translation } from './common';
import { extraValue } from './catalog';

/** Cart, order and payment shapes (contract §3.5–3.7, §4 Cart, UserCart, CartDetail, Order). */

/** Who owes what in a group order: decimals in the answer's currency, computed by the server. */
export const groupParticipant = z.object({
  name: z.string(),
  is_owner: z.boolean(),
  subtotal: z.number(),
  fee_share: z.number(),
  total: z.number(),
});

const cartStock = z.object({
  id: z.number(),
  price: z.number().optional(),
  quantity: z.number().optional(),
  discount: z.number().optional(),
  tax: z.number().optional(),
  total_price: z.number().optional(),
  addon: z.boolean().optional(),
  extras: z.array(extraValue).optional(),
  product: z
    .object({ id: z.number(), uuid: z.string(), img: z.string().optional(), min_qty: z.number().optional(), max_qty: z.number().optional(), translation: translation.optional() })
    .optional(),
});

/** One line of the server cart; `price` and `discount` are line amounts (unit × quantity), tax included. */
export const cartDetail = z.object({
  id: z.number(),
  quantity: z.number(),
  bonus: z.boolean().optional(),
  price: z.number().optional(),
  discount: z.number().optional(),
  stock: cartStock,
  get addons(): z.ZodOptional<z.ZodArray<typeof cartDetail>> {
    return z.array(cartDetail).optional();
  },
});

/** A participant's part of a cart (the API spells `cartDetails` in camelCase). */
export const userCart = z.object({
  id: z.number(),
  cart_id: z.number().optional(),
  name: z.string(),
  user_id: z.number().nullable(),
  uuid: z.string().optional(),
  status: z.boolean().optional(),
  cartDetails: z.array(cartDetail),
});

export const cart = z.object({
  id: z.number(),
  shop_id: z.number(),
  owner_id: z.number(),
  total_price: z.number(),
  group: z.boolean(),
  status: z.boolean().optional(),
  currency_id: z.number().optional(),
  rate: z.number().optional(),
  user_carts: z.array(userCart),
  invite_token: z.string().nullable().optional(),
  has_password: z.boolean().optional(),
  participants: z.array(groupParticipant).optional(),
});

/** `rest/cart/open`: the new participant; `uuid` is its secret, shown to this caller only. */
export const joinedMember = z.object({
  id: z.number(),
  cart_id: z.number(),
  user_id: z.number().nullable(),
  name: z.string(),
  uuid: z.string(),
  status: z.boolean(),
});

/** `cart/calculate/{id}`: decimals in the requested currency. */
export const cartTotals = z.object({
  products: z.array(cartDetail).optional(),
  price: z.number(),
  total_price: z.number(),
  total_tax: z.number().optional(),
  total_shop_tax: z.number().optional(),
  total_product_tax: z.number().optional(),
  total_discount: z.number().optional(),
  delivery_fee: z.number().optional(),
  service_fee: z.number().optional(),
  coupon_price: z.number().optional(),
  receipt_discount: z.number().optional(),
  tips: z.number().optional(),
  km: z.number().optional(),
  rate: z.number().optional(),
  participants: z.array(groupParticipant).optional(),
});

export const payment = z.object({ id: z.number(), tag: z.string(), input: z.number().optional(), sandbox: z.boolean().optional(), active: z.boolean().optional() });

export const coupon = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string().optional(),
  price: z.number().optional(),
  qty: z.number().optional(),
  expired_at: z.string().optional(),
});

/** `order-{tag}-process`: where the browser goes to pay. */
export const paymentProcess = z.object({ id: z.union([z.number(), z.string()]).optional(), data: z.object({ url: z.string() }) });

export const walletHistory = z.object({
  id: z.number(),
  uuid: z.string(),
  type: z.string(),
  price: z.number(),
  status: z.string(),
  note: z.string().nullable().optional(),
  created_at: z.string().optional(),
});
