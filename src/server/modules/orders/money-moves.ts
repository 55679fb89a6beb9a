import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { toDisplay, type Minor } from '@/lib/money';
import type { Db } from '../../db/client';
import { paymentProcess, payments, transactions, walletHistories, wallets } from '../../db/schema';
import { gatewayFor } from '../../integrations/payments';
import { ApiError } from '../../http/api-error';
import { publishNotification } from '../notifications/publish';

type GatewayConfig = Parameters<typeof gatewayFor>[0];

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
 * debitWallet and its `withdraw` history row in ONE statement (a round trip less per wallet payment): the row
 * is written only from the debited wallet, so no debit → no row, and the balance stays the sum of the history.
 * 0 rows → ERROR_108 (no wallet) or ERROR_109, as debitWallet.
 */
export async function withdrawWithHistory(tx: Db, userId: number, amount: Minor, e: Omit<HistoryEntry, 'walletUuid' | 'type' | 'price'>): Promise<void> {
  const result = await tx.execute(sql`with ${withdrawCtes(userId, amount, e)} select id from withdrawn`);
  if ((result as unknown as { rows: unknown[] }).rows.length) return;
  throw await walletShort(tx, userId);
}

/**
 * The CTEs of withdrawWithHistory (`debit`, `withdrawn`: the history row's id, none when not debited), for a
 * statement that does more in the same round trip (checkout's last write, ADR 0026; values or placeholders).
 */
export function withdrawCtes(userId: number | Placeholder, amount: Minor | Placeholder, e: { transactionId: number | null | Placeholder; note: string | Placeholder; createdBy: number | Placeholder | null }) {
  return sql`debit as (
      update ${wallets} set price = ${wallets.price} - ${amount}, updated_at = now() where ${wallets.userId} = ${userId} and ${wallets.price} >= ${amount} returning uuid),
    withdrawn as (insert into ${walletHistories} (wallet_uuid, transaction_id, type, price, note, status, created_by)
      select debit.uuid, ${e.transactionId}::integer, 'withdraw', ${amount}::bigint, ${e.note}::text, 'paid', ${e.createdBy}::integer from debit returning id)`;
}

/** Why a withdraw debited nothing: ERROR_108 (no wallet) or ERROR_109 (short), as debitWallet. */
export async function walletShort(tx: Db, userId: number) {
  const [exists] = await tx.select({ id: wallets.id }).from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return new ApiError(exists ? 'WALLET_INSUFFICIENT' : 'WALLET_MISSING');
}

/**
 * Cancels or refunds the order's payments: paid ones become `refund` (one statement, so twice is a no-op). A
 * card payment goes back through its gateway (the provider call runs inside this transaction: if it fails,
 * nothing changed); the rest (wallet, cash) goes back to the customer's wallet with a topup history row and a `transaction` notification. Ones
 * still in progress become `canceled`. Returns the refunded amount.
 */
export async function refundOrderPayments(tx: Db, order: { id: number; userId: number }, now: Date, by: number | null, note: string, config: GatewayConfig): Promise<Minor> {
  const refunded = await tx
    .update(transactions)
    .set({ status: 'refund', refundTime: now, updatedAt: now })
    .where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'paid')))
    .returning({ id: transactions.id, price: transactions.price, paymentSysId: transactions.paymentSysId, sessionId: transactions.paymentTrxId });
  await tx
    .update(transactions)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'progress')));
  const tags = new Map((await tx.select({ id: payments.id, tag: payments.tag }).from(payments)).map((p) => [p.id, p.tag]));
  let toWallet = 0;
  let walletTrx: number | null = null;
  for (const row of refunded) {
    const gateway = row.paymentSysId !== null ? gatewayFor(config, tags.get(row.paymentSysId) ?? '') : null;
    if (gateway && row.sessionId) {
      const [process] = await tx.select({ data: paymentProcess.data }).from(paymentProcess).where(eq(paymentProcess.id, row.sessionId));
      await gateway.refund({ sessionId: row.sessionId, providerRef: (process?.data.provider_ref as string | undefined) ?? undefined, amount: row.price });
      await tx.update(transactions).set({ statusDescription: `Refunded through ${gateway.tag}` }).where(eq(transactions.id, row.id));
      continue;
    }
    toWallet += row.price;
    walletTrx ??= row.id;
  }
  if (toWallet > 0) {
    const walletUuid = await creditWallet(tx, order.userId, toWallet);
    await addWalletHistory(tx, { walletUuid, transactionId: walletTrx, type: 'topup', price: toWallet, note, createdBy: by });
    await publishNotification(tx, {
      userId: order.userId,
      type: 'transaction',
      title: note,
      data: { id: order.id, type: 'wallet_topup', price: toDisplay(toWallet) },
    });
  }
  return refunded.reduce((sum, t) => sum + t.price, 0);
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
