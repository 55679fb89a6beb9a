import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { fromDisplay, type Minor } from '@/lib/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { preparedInsert, preparedQuery } from '../../db/prepared';
import { orders, payments, transactions } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { isPaymentEnabled } from '../../integrations/payments';
import { TIP_NOTE } from './gateway-kinds';
import { addWalletHistory, debitWallet, withdrawWithHistory } from './money-moves';

/** Payment methods (`rest/payments`) and paying an order (`payments/order/{id}/transactions`), contract §3.7. */

export async function listPayments(ctx: AppContext) {
  const rows = await ctx.db.select().from(payments).orderBy(asc(payments.input), asc(payments.id));
  return rows
    .filter((p) => isPaymentEnabled(ctx.config, p.tag) && (p.active || !['cash', 'wallet'].includes(p.tag)))
    .map((p) => ({ id: p.id, tag: p.tag, input: p.input, sandbox: p.sandbox, active: true }));
}

export type PaymentRow = typeof payments.$inferSelect;

/** An enabled payment method by id, or 400 naming `field`. */
const paymentByIdQuery = preparedQuery('payment_by_id', (db) => db.select().from(payments).where(eq(payments.id, sql.placeholder('id'))).limit(1));

export async function enabledPayment(ctx: AppContext, db: Db, paymentId: number, field: string): Promise<PaymentRow> {
  const [row] = await paymentByIdQuery(db, { id: paymentId });
  return usablePayment(ctx, row, field);
}

/** The check of enabledPayment on a row already read (checkout reads it with its context). */
export function usablePayment(ctx: AppContext, row: PaymentRow | undefined, field: string): PaymentRow {
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

export type TransactionRow = typeof transactions.$inferSelect;

/**
 * Records the order's payment inside the caller's transaction: wallet → conditional debit (ERROR_109 when
 * short), a `paid` transaction and a withdraw history row; cash or a gateway → a `progress` transaction.
 * Returns the transaction row written (checkout answers with it without reading it back).
 */
/** The order's payment row: every checkout writes one, so its INSERT is prepared (ADR 0018). */
const insertOrderTransaction = preparedInsert('insert_order_transaction', transactions, [
  'orderId',
  'userId',
  'price',
  'paymentSysId',
  'paymentTrxId',
  'note',
  'status',
  'performTime',
  'createdAt',
  'updatedAt',
] as const);

/** The note, status and perform time of an order's payment row by payment method (checkout writes them with its order, ADR 0026). */
export function paymentFields(tag: string, now: Date) {
  const paid = tag === 'wallet';
  return {
    note: paid ? 'Paid from the wallet' : tag === 'cash' ? 'Cash on delivery' : undefined,
    status: paid ? 'paid' : 'progress',
    performTime: paid ? now : undefined,
  };
}

export async function chargeOrder(tx: Db, c: ChargeInput): Promise<TransactionRow> {
  const row = await insertOrderTransaction(tx, {
    orderId: c.order.id,
    userId: c.order.userId,
    price: c.order.totalPrice,
    paymentSysId: c.payment.id,
    paymentTrxId: c.paymentTrxId,
    ...paymentFields(c.payment.tag, c.now),
    createdAt: c.now,
    updatedAt: c.now,
  });
  await debitForPayment(tx, c, row);
  return row;
}

/** A wallet payment's debit with its history row (ERROR_109 when short); other methods are paid later. */
export async function debitForPayment(tx: Db, c: Pick<ChargeInput, 'order' | 'payment'>, row: TransactionRow) {
  if (c.payment.tag !== 'wallet') return;
  await withdrawWithHistory(tx, c.order.userId, c.order.totalPrice, { transactionId: row.id, note: `Payment of order #${c.order.id}`, createdBy: c.order.userId });
}

const notTip = or(isNull(transactions.note), ne(transactions.note, TIP_NOTE));

/** Pays an unpaid order of the caller, or tips a delivered one (`tips`); 404 foreign, 409 canceled or already paid. */
export async function payOrder(ctx: AppContext, tx: Db, auth: AuthUser, orderId: number, body: { payment_sys_id: number; payment_trx_id?: string; tips?: number }) {
  const now = ctx.clock.now();
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, auth.user.id))).for('update');
  if (!order) throw notFound();
  if (order.status === 'canceled') throw new ApiError('CONFLICT', { message: 'The order is canceled' });
  const [already] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'paid'), notTip)).limit(1);
  const payment = await enabledPayment(ctx, tx, body.payment_sys_id, 'payment_sys_id');
  if (body.tips !== undefined) {
    if (order.status !== 'delivered') throw new ApiError('CONFLICT', { message: 'Tips are given once the order is delivered' });
    if (!already) throw new ApiError('CONFLICT', { message: 'Pay the order first' });
    if (payment.tag !== 'wallet') throw invalid({ payment_sys_id: [`Tips by ${payment.tag} go through order-${payment.tag}-process`] });
    await tipFromWallet(tx, order, payment.id, fromDisplay(body.tips, order.rate), now);
  } else {
    if (already) throw new ApiError('CONFLICT', { message: 'The order is already paid' });
    await tx.update(transactions).set({ status: 'canceled', updatedAt: now }).where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'progress'), notTip));
    await chargeOrder(tx, { order, payment, paymentTrxId: body.payment_trx_id, now });
    await tx.update(orders).set({ paymentId: payment.id, updatedAt: now }).where(eq(orders.id, order.id));
  }
  const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
  return fresh;
}

/** Debits the tip (ERROR_109 when short), records it paid and adds it to the order's tips and total. */
async function tipFromWallet(tx: Db, order: { id: number; userId: number }, paymentId: number, amount: Minor, now: Date) {
  if (amount < 1) throw invalid({ tips: ['Too small'] });
  const wallet = await debitWallet(tx, order.userId, amount);
  const [row] = await tx
    .insert(transactions)
    .values({ orderId: order.id, userId: order.userId, price: amount, paymentSysId: paymentId, note: TIP_NOTE, status: 'paid', performTime: now, createdAt: now, updatedAt: now })
    .returning({ id: transactions.id });
  await addWalletHistory(tx, { walletUuid: wallet.uuid, transactionId: row.id, type: 'withdraw', price: amount, note: `Tip for order #${order.id}`, createdBy: order.userId });
  await tx.update(orders).set({ tips: sql`${orders.tips} + ${amount}`, totalPrice: sql`${orders.totalPrice} + ${amount}`, updatedAt: now }).where(eq(orders.id, order.id));
}
