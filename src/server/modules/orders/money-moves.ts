import { and, eq, inArray, sql } from 'drizzle-orm';
import { toDisplay, type Minor } from '@/lib/money';
import type { Db } from '../../db/client';
import { payments, transactions, walletHistories, wallets } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { publishNotification } from '../notifications/publish';

/**
 * Wallet and transaction moves of orders. Each is one conditional statement (G10, G11): a balance never
 * goes below 0 and a paid transaction turns into a refund at most once. Callers run them inside the
 * transaction of the change they belong to.
 */

/** Debits `amount` only if the balance covers it; 0 rows → ERROR_108 (no wallet) or ERROR_109. */
export async function debitWallet(tx: Db, userId: number, amount: Minor): Promise<{ uuid: string; price: Minor }> {
  const [row] = await tx
    .update(wallets)
    .set({ price: sql`${wallets.price} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(wallets.userId, userId), sql`${wallets.price} >= ${amount}`))
    .returning({ uuid: wallets.uuid, price: wallets.price });
  if (row) return row;
  const [exists] = await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  throw new ApiError(exists ? 'WALLET_INSUFFICIENT' : 'WALLET_MISSING');
}

/** Credits `amount`, creating the wallet when the user has none yet; returns the wallet uuid. */
export async function creditWallet(tx: Db, userId: number, amount: Minor): Promise<string> {
  const [row] = await tx
    .insert(wallets)
    .values({ userId, price: amount })
    .onConflictDoUpdate({ target: wallets.userId, set: { price: sql`${wallets.price} + ${amount}`, updatedAt: new Date() } })
    .returning({ uuid: wallets.uuid });
  return row.uuid;
}

export interface HistoryEntry {
  walletUuid: string;
  transactionId: number | null;
  type: 'topup' | 'withdraw';
  price: Minor;
  note: string;
  createdBy: number | null;
}

export async function addWalletHistory(tx: Db, e: HistoryEntry): Promise<void> {
  await tx.insert(walletHistories).values({ ...e, status: 'paid' });
}

/**
 * Cancels or refunds the order's payments: paid ones become `refund` (one statement, so twice is a no-op) and
 * their sum goes back to the customer's wallet with a topup history row and a `transaction` notification;
 * ones still in progress become
 * `canceled`. Returns the refunded amount.
 */
export async function refundOrderPayments(tx: Db, order: { id: number; userId: number }, now: Date, by: number | null, note: string): Promise<Minor> {
  const refunded = await tx
    .update(transactions)
    .set({ status: 'refund', refundTime: now, updatedAt: now })
    .where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'paid')))
    .returning({ id: transactions.id, price: transactions.price });
  await tx
    .update(transactions)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'progress')));
  const total = refunded.reduce((sum, t) => sum + t.price, 0);
  if (total > 0) {
    const walletUuid = await creditWallet(tx, order.userId, total);
    await addWalletHistory(tx, { walletUuid, transactionId: refunded[0].id, type: 'topup', price: total, note, createdBy: by });
    await publishNotification(tx, {
      userId: order.userId,
      type: 'transaction',
      title: note,
      data: { id: order.id, type: 'wallet_topup', price: toDisplay(total) },
    });
  }
  return total;
}

/**
 * A delivered cash order was paid at the door: its cash transaction still in progress becomes `paid` (one
 * conditional statement, so a repeat is a no-op). Card and wallet payments are settled by their own flows.
 */
export async function settleCashOnDelivery(tx: Db, orderId: number, now: Date): Promise<void> {
  const cash = tx.select({ id: payments.id }).from(payments).where(eq(payments.tag, 'cash'));
  await tx
    .update(transactions)
    .set({ status: 'paid', performTime: now, updatedAt: now })
    .where(and(eq(transactions.orderId, orderId), eq(transactions.status, 'progress'), inArray(transactions.paymentSysId, cash)));
}
