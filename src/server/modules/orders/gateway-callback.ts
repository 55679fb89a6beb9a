import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { orders, paymentProcess, payments, transactions } from '../../db/schema';
import { invalid, notFound } from '../../http/api-error';
import { BadSignature, gatewayFor, type CallbackOutcome } from '../../integrations/payments';
import type { SessionData } from './gateway-kinds';
import { addWalletHistory, creditWallet } from './money-moves';

/**
 * A provider's callback (webhook) about one payment session. Only a verified signature is believed, and only
 * when the session exists at that provider and the callback names its reference, amount and currency. The
 * effect is one conditional update of the session's `progress` transaction, so a replayed or concurrent
 * callback (or one for a session given up meanwhile) changes nothing: an order is marked paid, a tip added or a
 * wallet credited at most once.
 */

export type CallbackResult = 'applied' | 'unchanged' | 'ignored';

export async function handleGatewayCallback(ctx: AppContext, tag: string, raw: Buffer, headers: IncomingHttpHeaders): Promise<CallbackResult> {
  const gateway = gatewayFor(ctx.config, tag);
  if (!gateway) throw notFound();
  let outcome: CallbackOutcome | null;
  try {
    outcome = await gateway.verifyCallback(raw, headers);
  } catch (error) {
    if (error instanceof BadSignature || error instanceof SyntaxError) throw invalid({ signature: ['The callback signature is not valid'] });
    throw error;
  }
  return outcome ? applyOutcome(ctx, tag, outcome) : 'ignored';
}

export async function applyOutcome(ctx: AppContext, tag: string, outcome: CallbackOutcome): Promise<CallbackResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ process: paymentProcess, tag: payments.tag })
      .from(paymentProcess)
      .innerJoin(payments, eq(payments.id, paymentProcess.paymentId))
      .where(eq(paymentProcess.id, outcome.sessionId));
    const data = row?.process.data as unknown as SessionData | undefined;
    if (!row || !data || row.tag !== tag) return 'ignored';
    if (data.reference !== outcome.reference || data.amount !== outcome.amount || data.currency !== outcome.currency) {
      ctx.logger.log('warn', 'payments.callback.mismatch', { tag, session: outcome.sessionId });
      return 'ignored';
    }
    const [trx] = await tx
      .update(transactions)
      .set({ status: outcome.status, performTime: outcome.status === 'paid' ? now : undefined, updatedAt: now })
      .where(and(eq(transactions.id, data.transaction_id), eq(transactions.paymentTrxId, outcome.sessionId), eq(transactions.status, 'progress')))
      .returning();
    if (!trx) return 'unchanged';
    if (outcome.status !== 'paid') return 'applied';
    if (outcome.providerRef) {
      await tx.update(paymentProcess).set({ data: { ...data, provider_ref: outcome.providerRef }, updatedAt: now }).where(eq(paymentProcess.id, outcome.sessionId));
    }
    if (data.kind === 'topup') {
      const walletUuid = await creditWallet(tx, row.process.userId, trx.price);
      await addWalletHistory(tx, { walletUuid, transactionId: trx.id, type: 'topup', price: trx.price, note: 'Wallet top-up by card', createdBy: row.process.userId });
    }
    if (data.kind === 'tip' && trx.orderId !== null) {
      await tx
        .update(orders)
        .set({ tips: sql`${orders.tips} + ${trx.price}`, totalPrice: sql`${orders.totalPrice} + ${trx.price}`, updatedAt: now })
        .where(eq(orders.id, trx.orderId));
    }
    return 'applied';
  });
}
