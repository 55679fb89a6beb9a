import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orders, payments, transactions } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { isPaymentEnabled } from '../../integrations/payments';
import { addWalletHistory, debitWallet } from './money-moves';

/** Payment methods (`rest/payments`) and paying an order (`payments/order/{id}/transactions`), contract §3.7. */

export async function listPayments(ctx: AppContext) {
  const rows = await ctx.db.select().from(payments).orderBy(asc(payments.input), asc(payments.id));
  return rows
    .filter((p) => isPaymentEnabled(ctx.config, p.tag) && (p.active || !['cash', 'wallet'].includes(p.tag)))
    .map((p) => ({ id: p.id, tag: p.tag, input: p.input, sandbox: p.sandbox, active: true }));
}

export type PaymentRow = typeof payments.$inferSelect;

/** An enabled payment method by id, or 400 naming `field`. */
export async function enabledPayment(ctx: AppContext, db: Db, paymentId: number, field: string): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  const builtIn = row?.tag === 'cash' || row?.tag === 'wallet';
  if (!row || !isPaymentEnabled(ctx.config, row.tag) || (builtIn && !row.active)) throw invalid({ [field]: ['This payment method is not available'] });
  return row;
}

export interface ChargeInput {
  order: { id: number; userId: number; totalPrice: number };
  payment: PaymentRow;
  paymentTrxId?: string;
  now: Date;
}

/**
 * Records the order's payment inside the caller's transaction: wallet → conditional debit (ERROR_109 when
 * short), a `paid` transaction and a withdraw history row; cash or a gateway → a `progress` transaction.
 */
export async function chargeOrder(tx: Db, c: ChargeInput): Promise<void> {
  const paid = c.payment.tag === 'wallet';
  const [row] = await tx
    .insert(transactions)
    .values({
      orderId: c.order.id,
      userId: c.order.userId,
      price: c.order.totalPrice,
      paymentSysId: c.payment.id,
      paymentTrxId: c.paymentTrxId,
      note: paid ? 'Paid from the wallet' : c.payment.tag === 'cash' ? 'Cash on delivery' : undefined,
      status: paid ? 'paid' : 'progress',
      performTime: paid ? c.now : undefined,
      createdAt: c.now,
      updatedAt: c.now,
    })
    .returning({ id: transactions.id });
  if (!paid) return;
  const wallet = await debitWallet(tx, c.order.userId, c.order.totalPrice);
  await addWalletHistory(tx, { walletUuid: wallet.uuid, transactionId: row.id, type: 'withdraw', price: c.order.totalPrice, note: `Payment of order #${c.order.id}`, createdBy: c.order.userId });
}

/** Pays an unpaid order of the caller; 404 foreign, 409 canceled or already paid. */
export async function payOrder(ctx: AppContext, tx: Db, auth: AuthUser, orderId: number, body: { payment_sys_id: number; payment_trx_id?: string }) {
  const now = ctx.clock.now();
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, auth.user.id))).for('update');
  if (!order) throw notFound();
  if (order.status === 'canceled') throw new ApiError('CONFLICT', { message: 'The order is canceled' });
  const [already] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'paid'))).limit(1);
  if (already) throw new ApiError('CONFLICT', { message: 'The order is already paid' });
  const payment = await enabledPayment(ctx, tx, body.payment_sys_id, 'payment_sys_id');
  await tx.update(transactions).set({ status: 'canceled', updatedAt: now }).where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'progress')));
  await chargeOrder(tx, { order, payment, paymentTrxId: body.payment_trx_id, now });
  await tx.update(orders).set({ paymentId: payment.id, updatedAt: now }).where(eq(orders.id, order.id));
  const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return fresh;
}
