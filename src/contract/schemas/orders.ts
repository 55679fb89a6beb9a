import { z } from 'zod';
import { commonQuery, flag, id, isoDate, pagination, phone, text } from './fields';
import { amount } from './payments';

/** Request shapes of orders, refunds, reviews, payments and status moves (contract §0.2, §3.6, §3.7). */

export const ORDER_STATUSES = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'] as const;
export const ORDER_SORT_COLUMNS = ['id', 'created_at', 'updated_at', 'total_price', 'status', 'delivery_date'] as const;

const status = () => z.enum(ORDER_STATUSES, 'Unknown order status');

/** `statuses[0]=new&statuses[1]=ready`, `statuses[]=new`, `statuses=new,ready` or a single `statuses=new`. */
const statusList = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(ORDER_STATUSES.length)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(status()).max(ORDER_STATUSES.length));

export const orderListQuery = z.object({
  ...commonQuery,
  ...pagination,
  statuses: statusList.optional(),
  order_statuses: flag().optional(),
  column: z.enum(ORDER_SORT_COLUMNS, 'Unknown column').default('id'),
  sort: z.enum(['asc', 'desc'], 'Sort is asc or desc').default('desc'),
});

export const orderQuery = z.object(commonQuery);
export const orderParams = z.object({ id: id() });

/** `orders/{id}/status/change?status=canceled`: the customer may only cancel (anything else → 409). */
export const customerStatusQuery = z.object({ ...commonQuery, status: status() });

/** Seller, deliveryman and admin moves. */
export const staffStatusBody = z.strictObject({ status: status(), note: text(500).optional() });

const images = z.array(z.url('Must be a URL').max(2048)).max(5, 'At most 5 images');

export const reviewBody = z.strictObject({
  rating: z.number('Must be a whole number from 1 to 5').int('Must be a whole number from 1 to 5').min(1).max(5),
  comment: text(2000).optional(),
  images: images.optional(),
});

export const refundListQuery = z.object({ ...commonQuery, ...pagination });

export const refundCreateBody = z.strictObject({
  order_id: id(),
  cause: text(2000),
  images: images.optional(),
});

/** Contract values: accepted refunds the paid amount to the wallet, canceled rejects the request. */
export const refundAnswerBody = z.strictObject({
  status: z.enum(['accepted', 'canceled'], 'Status is accepted or canceled'),
  answer: text(2000).optional(),
});

export const paymentsQuery = z.object(commonQuery);

/** Pay an unpaid order (`payments/order/{id}/transactions`). */
export const orderTransactionBody = z.strictObject({
  payment_sys_id: id(),
  payment_trx_id: text(255).optional(),
  /** A tip on a delivered, paid order (order currency), paid from the wallet; card tips go through order-{tag}-process. */
  tips: amount().optional(),
});

const coordinate = (max: number) => z.number('Must be a number').min(-max).max(max);
const addressPart = () => text(255).optional();

/**
 * `POST dashboard/user/orders`. Money is computed on the server: `rate` is accepted and ignored (the currency's
 * own rate counts), while totals, fees or prices sent by the client are refused as unknown fields.
 */
export const orderCreateBody = z.strictObject({
  cart_id: id(),
  shop_id: id().optional(),
  currency_id: id().optional(),
  rate: z.number().positive().optional(),
  delivery_type: z.enum(['delivery', 'pickup', 'dine_in'], 'Unknown delivery type'),
  delivery_date: isoDate(),
  delivery_time: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Must be a time HH:mm'),
  location: z.strictObject({ latitude: coordinate(90), longitude: coordinate(180) }).optional(),
  address: z
    .strictObject({ address: addressPart(), office: addressPart(), house: addressPart(), floor: addressPart(), entrance: addressPart(), comment: addressPart() })
    .optional(),
  address_id: id().optional(),
  branch_id: id().optional(),
  phone: phone().optional(),
  username: text(100).optional(),
  note: text(1000).optional(),
  /** Per-line notes keyed by stock id. */
  notes: z
    .record(z.string().regex(/^[0-9]{1,10}$/, 'Keys are stock ids'), text(255))
    .refine((n) => Object.keys(n).length <= 100, 'At most 100 notes')
    .optional(),
  coupon: text(64).optional(),
  /** In the order's currency, like every amount the client shows. */
  tips: z.number().min(0).max(10_000, 'At most 10000').optional(),
  payment_id: id().optional(),
  images: images.optional(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;
