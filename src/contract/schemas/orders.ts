import { z } from 'zod';
import { commonQuery, flag, id, pagination, text } from './fields';

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
});
