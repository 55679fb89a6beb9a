import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { Order, OrderTransaction } from '../types/orders';

/**
 * Card payments from the storefront (contract §3.7): `order-{tag}-process` opens the provider's hosted page,
 * the browser goes there (`location.assign`) and comes back to the order page, which the verified callback
 * has marked paid, or not.
 */

const BUILT_IN = new Set(['cash', 'wallet']);

export const isCardTag = (tag: string | undefined) => Boolean(tag) && !BUILT_IN.has(tag!);

/** Contract rule: unpaid = the transaction is progress, canceled or rejected, and its method is not cash. */
export function isUnpaid(transaction: Pick<OrderTransaction, 'status' | 'payment_system'> | null | undefined): boolean {
  if (!transaction) return false;
  return ['progress', 'canceled', 'rejected'].includes(transaction.status) && transaction.payment_system?.tag !== 'cash';
}

export interface PaymentProcess {
  id: string;
  user_id: number;
  order_id: number | null;
  data: { url: string; price: number; order_id: number | null };
}

/** A fresh Idempotency-Key per user action. */
export const actionKey = (what: string) => `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export async function openCardPayment(tag: string, body: { order_id: number; tips?: number }, key: string): Promise<PaymentProcess> {
  const res = (await http.post(`dashboard/user/order-${tag}-process`, body, { headers: { 'Idempotency-Key': key } })) as unknown as SuccessResponse<PaymentProcess>;
  return res.data;
}

/** Opens the session and leaves for the provider's page. */
export async function goPayByCard(tag: string, body: { order_id: number; tips?: number }, key: string): Promise<void> {
  const process = await openCardPayment(tag, body, key);
  window.location.assign(process.data.url);
}

/** Pays an unpaid order (or tips a delivered one) with cash or the wallet. */
export async function payOrderWith(orderId: number, paymentId: number, key: string, tips?: number): Promise<Order> {
  const res = (await http.post(`payments/order/${orderId}/transactions`, { payment_sys_id: paymentId, ...(tips ? { tips } : {}) }, { headers: { 'Idempotency-Key': key } })) as unknown as SuccessResponse<Order>;
  return res.data;
}
