import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { Order, OrderRefund } from '../types/orders';

/** The order writes of the order page (contract §3.6), through the one client. */

const one = async <T>(request: Promise<unknown>) => ((await request) as SuccessResponse<T>).data;

export function cancelOrder(id: number | string) {
  return one<Order>(http.post(`dashboard/user/orders/${id}/status/change`, undefined, { params: { status: 'canceled' } }));
}

export function reviewOrder(id: number | string, review: { rating: number; comment?: string }) {
  return one<unknown>(http.post(`dashboard/user/orders/review/${id}`, review));
}

/** `key` is the form's Idempotency-Key: a double submit files one request (contract §0.4). */
export function requestRefund(orderId: number, cause: string, key: string) {
  return one<OrderRefund>(http.post('dashboard/user/order-refunds', { order_id: orderId, cause }, { headers: { 'Idempotency-Key': key } }));
}
