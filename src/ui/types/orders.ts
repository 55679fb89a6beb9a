/**
 * Order, refund and review shapes of `dashboard/user/orders*` and `order-refunds*` (contract §3.6, §4), inferred
 * from the response schemas the API is tested against (src/contract/responses); type-only imports.
 */
import type { z } from 'zod';
import type * as orders from '@/contract/responses/orders';

export type OrderStatus = 'new' | 'accepted' | 'cooking' | 'ready' | 'on_a_way' | 'delivered' | 'canceled';
export type RefundStatus = 'pending' | 'accepted' | 'canceled';
export type TransactionStatus = 'progress' | 'paid' | 'canceled' | 'rejected' | 'refund';

export type OrderCurrency = z.infer<typeof orders.orderCurrency>;
export type OrderShop = z.infer<typeof orders.orderShop>;
/** One line of an order; addon lines are nested under their parent line. Amounts are decimals in the order's currency. */
export type OrderDetail = z.infer<typeof orders.orderDetail>;
export type OrderTransaction = z.infer<typeof orders.orderTransaction>;
export type OrderReview = z.infer<typeof orders.orderReview>;
export type OrderRefund = z.infer<typeof orders.orderRefund>;
/** One step of the order's status history, when the API sends it. */
export type OrderStatusEvent = z.infer<typeof orders.orderStatusEvent>;
export type OrderAddress = z.infer<typeof orders.orderAddress>;
/** An order as the list returns it (`orders/paginate`) and, with relations, as `orders/{id}` does. */
export type Order = z.infer<typeof orders.order>;

/** `orders/{id}`: the full order. */
export type OrderDetailView = Order & { details: OrderDetail[] };
