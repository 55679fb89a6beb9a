import { z } from 'zod';
import { latLng, translation } from './common';
import { groupParticipant } from './commerce';

/** Order shapes (contract §3.6, §4 Order, OrderDetail): decimals in the order's own currency. */

export const orderCurrency = z.object({ id: z.number(), symbol: z.string(), title: z.string().optional(), rate: z.number().optional(), position: z.string().optional() });

export const orderShop = z.object({
  id: z.number(),
  uuid: z.string().optional(),
  type: z.string().optional(),
  logo_img: z.string().optional(),
  phone: z.string().optional(),
  location: latLng.nullable().optional(),
  translation: translation.optional(),
});

const titled = z.object({ title: z.string().optional() });

/** One line of an order; addon lines are nested under their parent line. */
export const orderDetail = z.object({
  id: z.number(),
  order_id: z.number().optional(),
  stock_id: z.number(),
  origin_price: z.number().optional(),
  total_price: z.number(),
  tax: z.number().optional(),
  discount: z.number().optional(),
  quantity: z.number(),
  bonus: z.boolean().optional(),
  note: z.string().optional(),
  /** Group orders: the name of the participant who chose this line. */
  participant: z.string().nullable().optional(),
  stock: z
    .object({
      id: z.number(),
      extras: z.array(z.object({ id: z.number(), value: z.string(), translation: titled.optional(), group: z.object({ translation: titled.optional() }).optional() })).optional(),
      product: z.object({ id: z.number(), uuid: z.string().optional(), img: z.string().optional(), translation: titled.optional() }).optional(),
    })
    .optional(),
  get addons(): z.ZodOptional<z.ZodArray<typeof orderDetail>> {
    return z.array(orderDetail).optional();
  },
});

export const orderTransaction = z.object({
  id: z.number(),
  price: z.number().optional(),
  status: z.string(),
  payment_system: z.object({ id: z.number().optional(), tag: z.string() }).optional(),
});

export const orderReview = z.object({ id: z.number(), rating: z.number(), comment: z.string().optional(), created_at: z.string().optional() });

export const orderAddress = z.object({
  address: z.string().optional(),
  office: z.string().optional(),
  house: z.string().optional(),
  floor: z.string().optional(),
  entrance: z.string().optional(),
  comment: z.string().optional(),
});

/** One step of the order's status history. */
export const orderStatusEvent = z.object({ status: z.string(), created_at: z.string().optional() });

const orderBase = z.object({
  id: z.number(),
  user_id: z.number().optional(),
  status: z.string(),
  total_price: z.number(),
  origin_price: z.number().optional(),
  total_discount: z.number().optional(),
  tax: z.number().optional(),
  delivery_fee: z.number().optional(),
  service_fee: z.number().optional(),
  tips: z.number().optional(),
  coupon_price: z.number().optional(),
  rate: z.number().optional(),
  note: z.string().optional(),
  delivery_type: z.string().optional(),
  delivery_date: z.string().optional(),
  delivery_time: z.string().optional(),
  address: orderAddress.nullable().optional(),
  phone: z.string().optional(),
  username: z.string().optional(),
  km: z.number().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  order_details_count: z.number().optional(),
  currency: orderCurrency.optional(),
  shop: orderShop.optional(),
});

export const orderRefund = z.object({
  id: z.number(),
  order_id: z.number().optional(),
  status: z.string(),
  cause: z.string().optional(),
  answer: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  order: orderBase.pick({ id: true, total_price: true, currency: true, shop: true, created_at: true }).optional(),
});

/** An order as the list returns it (`orders/paginate`) and, with relations, as `orders/{id}` does. */
export const order = orderBase.extend({
  deliveryman: z.object({ id: z.number(), firstname: z.string().optional(), lastname: z.string().optional(), phone: z.string().optional() }).nullable().optional(),
  details: z.array(orderDetail).optional(),
  /** Group orders: who owes what. */
  participants: z.array(groupParticipant).optional(),
  transaction: orderTransaction.nullable().optional(),
  review: orderReview.nullable().optional(),
  order_refunds: z.array(orderRefund).optional(),
  coupon: z.object({ id: z.number().optional(), name: z.string(), price: z.number() }).nullable().optional(),
  status_history: z.array(orderStatusEvent).optional(),
});
