import { and, eq, ne, or, isNull } from 'drizzle-orm';
import { fromDisplay, toDisplay, type Minor } from '@/lib/money';
import type { ProcessInput } from '@/contract/schemas/payments';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { currencies, orders, paymentProcess, payments, transactions, wallets } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { gatewayFor, type PaymentGateway, type SessionInput } from '../../integrations/payments';
import { parcelPaymentTarget } from '../parcels/pay';
import { TIP_NOTE, TOPUP_NOTE, type PaymentKind } from './gateway-kinds';

/**
 * `dashboard/user/order-{tag}-process` (contract §3.7): opens a card payment at a gateway for an unpaid order,
 * a tip on a delivered paid order, or a wallet top-up. Inside the caller's transaction it records a `progress`
 * transaction and the payment_process row (id = the provider's session id) holding what the verified callback
 * must match: reference, amount in minor units, currency. Nothing is paid or credited here.
 */

const conflict = (message: string) => new ApiError('CONFLICT', { message });

interface Target {
  kind: PaymentKind;
  amount: Minor;
  rate: number;
  orderId: number | null;
  walletId: number | null;
  parcelId?: number;
  returnPath: string;
}

async function orderTarget(tx: Db, auth: AuthUser, input: ProcessInput, now: Date): Promise<Target> {
  const [order] = await tx.select().from(orders).where(and(eq(orders.id, input.order_id!), eq(orders.userId, auth.user.id))).for('update');
  if (!order) throw notFound();
  if (order.status === 'canceled') throw conflict('The order is canceled');
  const notTip = or(isNull(transactions.note), ne(transactions.note, TIP_NOTE));
  const [paid] = await tx.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'paid'), notTip)).limit(1);
  const returnPath = `/orders/${order.id}`;
  if (input.tips !== undefined) {
    if (order.status !== 'delivered') throw conflict('Tips are given once the order is delivered');
    if (!paid) throw conflict('Pay the order first');
    const amount = fromDisplay(input.tips, order.rate);
    if (amount < 1) throw invalid({ tips: ['Too small'] });
    return { kind: 'tip', amount, rate: order.rate, orderId: order.id, walletId: null, returnPath };
  }
  if (paid) throw conflict('The order is already paid');
  // A payment started earlier and never finished is given up: its late callback then finds nothing to pay.
  await tx.update(transactions).set({ status: 'canceled', updatedAt: now }).where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'progress'), notTip));
  return { kind: 'order', amount: order.totalPrice, rate: order.rate, orderId: order.id, walletId: null, returnPath };
}

async function walletTarget(tx: Db, auth: AuthUser, input: ProcessInput): Promise<Target> {
  const [wallet] = await tx.select({ id: wallets.id }).from(wallets).where(and(eq(wallets.id, input.wallet_id!), eq(wallets.userId, auth.user.id)));
  if (!wallet) throw notFound();
  let rate = 1;
  if (input.currency_id !== undefined) {
    const [currency] = await tx.select({ rate: currencies.rate }).from(currencies).where(and(eq(currencies.id, input.currency_id), eq(currencies.active, true)));
    if (!currency) throw invalid({ currency_id: ['Unknown currency'] });
    rate = currency.rate;
  }
  const amount = fromDisplay(input.total_price!, rate);
  if (amount < 1) throw invalid({ total_price: ['Too small'] });
  return { kind: 'topup', amount, rate, orderId: null, walletId: wallet.id, returnPath: '/wallet' };
}

/** The provider's session; a provider that fails or does not answer is a 503 (the transaction rolls back). */
async function openAtProvider(ctx: AppContext, gateway: PaymentGateway, input: SessionInput) {
  try {
    return await gateway.createSession(input);
  } catch (error) {
    ctx.logger.log('warn', 'payments.session.failed', { tag: gateway.tag, error: String(error) });
    throw new ApiError('UNAVAILABLE', { message: 'The payment provider did not answer, try again', headers: { 'Retry-After': '5' } });
  }
}

export interface ProcessView {
  id: string;
  user_id: number;
  order_id: number | null;
  data: { url: string; price: number; order_id: number | null };
}

export async function startGatewayPayment(ctx: AppContext, tx: Db, auth: AuthUser, tag: string, input: ProcessInput, origin: string): Promise<ProcessView> {
  const now = ctx.clock.now();
  const gateway = gatewayFor(ctx.config, tag);
  const [payment] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.tag, tag));
  if (!gateway || !payment) throw invalid({ payment: ['This payment method is not available'] });
  const target: Target =
    input.wallet_id !== undefined
      ? await walletTarget(tx, auth, input)
      : input.parcel_id !== undefined
        ? { kind: 'parcel', orderId: null, walletId: null, ...(await parcelPaymentTarget(tx, auth.user.id, input.parcel_id, now)) }
        : await orderTarget(tx, auth, input, now);
  const [trx] = await tx
    .insert(transactions)
    .values({
      orderId: target.orderId,
      walletId: target.walletId,
      parcelOrderId: target.parcelId,
      userId: auth.user.id,
      price: target.amount,
      paymentSysId: payment.id,
      note: target.kind === 'tip' ? TIP_NOTE : target.kind === 'topup' ? TOPUP_NOTE : null,
      status: 'progress',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: transactions.id });
  const reference = `${target.kind}-${trx.id}`;
  const back = `${origin}${target.returnPath}`;
  const sep = back.includes('?') ? '&' : '?';
  const session = await openAtProvider(ctx, gateway, {
    reference,
    amount: target.amount,
    currency: ctx.config.paymentCurrency,
    description: target.kind === 'topup' ? 'Wallet top-up' : target.kind === 'tip' ? `Tip for order #${target.orderId}` : target.kind === 'parcel' ? `Parcel #${target.parcelId}` : `Order #${target.orderId}`,
    successUrl: `${back}${sep}payment=success`,
    cancelUrl: `${back}${sep}payment=failed`,
  });
  await tx.update(transactions).set({ paymentTrxId: session.id }).where(eq(transactions.id, trx.id));
  if (target.orderId !== null && target.kind === 'order') await tx.update(orders).set({ paymentId: payment.id, updatedAt: now }).where(eq(orders.id, target.orderId));
  const price = toDisplay(target.amount, target.rate);
  await tx.insert(paymentProcess).values({
    id: session.id,
    userId: auth.user.id,
    paymentId: payment.id,
    orderId: target.orderId,
    walletId: target.walletId,
    parcelOrderId: target.parcelId,
    data: {
      url: session.url,
      price,
      order_id: target.orderId ?? undefined,
      parcel_id: target.parcelId,
      kind: target.kind,
      reference,
      amount: target.amount,
      currency: ctx.config.paymentCurrency,
      transaction_id: trx.id,
      success_url: `${back}${sep}payment=success`,
      cancel_url: `${back}${sep}payment=failed`,
    },
    createdAt: now,
    updatedAt: now,
  });
  return { id: session.id, user_id: auth.user.id, order_id: target.orderId, data: { url: session.url, price, order_id: target.orderId } };
}
