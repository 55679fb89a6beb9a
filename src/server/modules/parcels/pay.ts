import { and, eq, inArray } from 'drizzle-orm';
import type { Minor } from '@/lib/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { parcelOrders, payments, transactions } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { addWalletHistory, creditWallet, debitWallet } from '../orders/money-moves';
import { enabledPayment } from '../orders/service-payments';
import type { ParcelRow } from './queries';

/**
 * Paying a parcel through the same methods and wallet moves as orders: wallet → conditional debit (ERROR_109
 * when short), a `paid` transaction and a withdraw history row; cash → a `progress` transaction settled at the
 * door. Card payments go through `order-{tag}-process` with `parcel_id`.
 */
export async function chargeParcel(ctx: AppContext, tx: Db, parcel: ParcelRow, paymentId: number, field: string, paymentTrxId?: string): Promise<void> {
  const payment = await enabledPayment(ctx, tx, paymentId, field);
  if (payment.tag !== 'cash' && payment.tag !== 'wallet') throw invalid({ [field]: [`Card payments go through order-${payment.tag}-process with parcel_id`] });
  const now = ctx.clock.now();
  const [paid] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.parcelOrderId, parcel.id), eq(transactions.status, 'paid'))).limit(1);
  if (paid) throw new ApiError('CONFLICT', { message: 'The parcel is already paid' });
  if (parcel.status === 'canceled') throw new ApiError('CONFLICT', { message: 'The parcel is canceled' });
  await tx.update(transactions).set({ status: 'canceled', updatedAt: now }).where(and(eq(transactions.parcelOrderId, parcel.id), eq(transactions.status, 'progress')));
  const byWallet = payment.tag === 'wallet';
  const [row] = await tx
    .insert(transactions)
    .values({
      parcelOrderId: parcel.id,
      userId: parcel.userId,
      price: parcel.totalPrice,
      paymentSysId: payment.id,
      paymentTrxId,
      note: byWallet ? 'Paid from the wallet' : 'Cash on delivery',
      status: byWallet ? 'paid' : 'progress',
      performTime: byWallet ? now : undefined,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  await tx.update(parcelOrders).set({ paymentId: payment.id, updatedAt: now }).where(eq(parcelOrders.id, parcel.id));
  if (!byWallet) return;
  const wallet = await debitWallet(tx, parcel.userId, parcel.totalPrice);
  await addWalletHistory(tx, { walletUuid: wallet.uuid, transactionId: row.id, type: 'withdraw', price: parcel.totalPrice, note: `Payment of parcel #${parcel.id}`, createdBy: parcel.userId });
}

/**
 * What a card payment of a parcel (`order-{tag}-process` with `parcel_id`) is for: the caller's unpaid, open
 * parcel at its server price; a payment started earlier and never finished is given up. Marks the method chosen.
 */
export async function parcelPaymentTarget(tx: Db, userId: number, parcelId: number, now: Date) {
  const [parcel] = await tx.select().from(parcelOrders).where(and(eq(parcelOrders.id, parcelId), eq(parcelOrders.userId, userId))).for('update');
  if (!parcel) throw notFound();
  if (parcel.status === 'canceled') throw new ApiError('CONFLICT', { message: 'The parcel is canceled' });
  const [paid] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.parcelOrderId, parcel.id), eq(transactions.status, 'paid'))).limit(1);
  if (paid) throw new ApiError('CONFLICT', { message: 'The parcel is already paid' });
  await tx.update(transactions).set({ status: 'canceled', updatedAt: now }).where(and(eq(transactions.parcelOrderId, parcel.id), eq(transactions.status, 'progress')));
  return { amount: parcel.totalPrice, rate: parcel.rate, parcelId: parcel.id, returnPath: `/parcels/${parcel.id}` };
}

/**
 * A canceled parcel: what was paid (wallet or card) goes back to the wallet with a topup history row, cash still
 * in progress is canceled. Conditional updates, so a repeat changes nothing.
 */
export async function refundParcel(tx: Db, parcel: ParcelRow, now: Date): Promise<Minor> {
  const refunded = await tx
    .update(transactions)
    .set({ status: 'refund', refundTime: now, updatedAt: now })
    .where(and(eq(transactions.parcelOrderId, parcel.id), eq(transactions.status, 'paid')))
    .returning({ id: transactions.id, price: transactions.price });
  await tx.update(transactions).set({ status: 'canceled', updatedAt: now }).where(and(eq(transactions.parcelOrderId, parcel.id), eq(transactions.status, 'progress')));
  const total = refunded.reduce((sum, t) => sum + t.price, 0);
  if (total > 0) {
    const walletUuid = await creditWallet(tx, parcel.userId, total);
    await addWalletHistory(tx, { walletUuid, transactionId: refunded[0].id, type: 'topup', price: total, note: `Refund of parcel #${parcel.id}`, createdBy: parcel.userId });
  }
  return total;
}

/** A delivered parcel paid in cash at the door: its cash transaction becomes `paid`. */
export async function settleParcelCash(tx: Db, parcelId: number, now: Date): Promise<void> {
  const cash = tx.select({ id: payments.id }).from(payments).where(eq(payments.tag, 'cash'));
  await tx
    .update(transactions)
    .set({ status: 'paid', performTime: now, updatedAt: now })
    .where(and(eq(transactions.parcelOrderId, parcelId), eq(transactions.status, 'progress'), inArray(transactions.paymentSysId, cash)));
}
