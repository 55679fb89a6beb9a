import type { OrderCreateBody } from '@/contract/schemas/orders';
import { fromDisplay } from '@/lib/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { OrderStatus } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { success } from '../../http/envelope';
import type { AnswerKeeper, WorkDone } from '../../http/idempotency';
import { invalid, notFound } from '../../http/api-error';
import { closeGroup } from '../cart/group-lifecycle';
import { splitShares } from '../cart/participants';
import { loadCartTotals } from '../cart/totals';
import { assertSchedule, assertSellable, deliveryAddress, ownAddress } from './checkout-checks';
import { lockCartWithContext } from './checkout-context';
import { closeCartAndTakeStock, copyAddonLines, firstStatusEvent, orderAmounts, redeemCoupon } from './checkout-write';
import { insertOrderLinesPayment } from './checkout-insert';
import { checkoutView } from './checkout-view';
import { usablePayment } from './service-payments';

/**
 * `POST dashboard/user/orders`: the cart becomes an order in ONE transaction (the caller's, see
 * runIdempotent). The cart row is locked first, so parallel checkouts of one cart run one after the other and
 * the later ones find it gone (404). The totals are the cart's (computeCartTotals), never the client's.
 * A group cart's order holds every member's lines (with their names) and who owes what; its guests get
 * `closed` with the order id (group_cart_exits). Any failure (stock taken meanwhile → 409, wallet short → ERROR_109, coupon used up → ERROR_250) rolls
 * everything back: no order, and stock, coupon and wallet untouched (G7).
 */

export interface PlaceOptions {
  idempotencyKey: string | null;
  /** A keyed request's: the answer is kept by checkout's last statement (runIdempotent). */
  keeper: AnswerKeeper | null;
  /** The reader's language of the answer's texts. */
  locale: string;
}

/** Answers 201 with the new order as GET orders/{id} shows it, built from the rows in hand (checkoutView). */
export async function placeOrder(ctx: AppContext, tx: Db, auth: AuthUser, body: OrderCreateBody, opts: PlaceOptions): Promise<WorkDone> {
  const now = ctx.clock.now();
  const userId = auth.user.id;
  // The cart row locked (404 when missing or someone else's, G1), read with its shop for the totals below and
  // with checkout's context (settings, currency, schedule, payment method, shop texts) in the same statement.
  const locked = await lockCartWithContext(tx, { cartId: body.cart_id, userId, now, day: body.delivery_date, currencyId: body.currency_id, paymentId: body.payment_id, locale: opts.locale });
  if (!locked) throw notFound();
  const { found, context } = locked;
  const cart = found.cart;
  const { settings: config, currency } = context;
  const address = await ownAddress(tx, userId, body.address_id);
  const street = deliveryAddress(body, address);
  const rate = currency?.rate ?? 1;
  const location = body.location ?? address?.location ?? null;
  // The lines come with the answer's texts (ADR 0026): read before the writes, the last of which is followed only by the commit.
  const { totals, rows: cartRows, texts, people } = await loadCartTotals(tx, {
    cartId: body.cart_id,
    userId,
    found,
    type: body.delivery_type,
    location,
    couponCode: body.coupon,
    tipsMinor: body.tips ? fromDisplay(body.tips, rate) : 0,
    now,
    locale: opts.locale,
  });
  assertSellable(totals, body);
  assertSchedule(context.schedule, totals.shop, body, now);
  const phone = body.phone ?? auth.user.phone ?? undefined;
  if (config.phoneRequired && !phone) throw invalid({ phone: ['The phone number is required'] });
  const payment = usablePayment(ctx, context.payment, 'payment_id');
  const ownerName = [auth.user.firstname, auth.user.lastname].filter(Boolean).join(' ');

  const status: OrderStatus = config.autoApprove ? 'accepted' : 'new';
  // Group orders keep whose line each was (every member's lines as they are now: the cart row is locked).
  const nameOf = new Map(people.map((p) => [p.id, p.name ?? (p.userId === userId ? ownerName : '')]));
  const participantOf = cart.group ? (id: number) => nameOf.get(id) ?? null : () => null;
  // The order, its main lines and its payment row in one statement (ADR 0026); add-ons need their main line's id.
  const placed = await insertOrderLinesPayment(tx, {
    order: {
      userId,
      shopId: totals.shopId,
      status,
      deliveryType: body.delivery_type,
      currencyId: currency?.id ?? null,
      rate,
      ...orderAmounts(totals),
      note: body.note,
      location: body.delivery_type === 'delivery' ? location : null,
      address: street,
      addressId: address?.id ?? null,
      phone,
      username: body.username,
      deliveryDate: body.delivery_date,
      deliveryTime: body.delivery_time,
      paymentId: payment.id,
      cartId: body.cart_id,
      idempotencyKey: opts.idempotencyKey,
      img: body.images?.[0],
      participants: splitShares(totals, people, userId, ownerName),
      createdAt: now,
      updatedAt: now,
    },
    lines: totals.lines,
    notes: body.notes ?? {},
    participantOf,
    payment,
    now,
  });
  const { order, transaction } = placed;
  const lines = [...placed.lines, ...(await copyAddonLines(tx, order.id, totals.lines, placed.mainIdOf, now, participantOf))];
  const coupon = await redeemCoupon(tx, totals, order.id, userId);
  if (cart.group) await closeGroup(tx, cart.id, order.id);
  // Stock rows are the ones every buyer of a product shares: taken last, their locks are held only until commit.
  // A wallet payment is debited in the same statement (ERROR_109 when short, before any stock error: ADR 0026).
  const debit = payment.tag === 'wallet' ? { userId, amount: order.totalPrice, transactionId: transaction.id, note: `Payment of order #${order.id}`, createdBy: userId } : undefined;
  const first = { eventId: placed.eventId, orderId: order.id, userId, status, now };
  // The answer from what was read and written, whole before the last write, which keeps it for a keyed request (ADR 0035).
  const view = checkoutView({ order, lines, cartRows, shop: totals.shop, currency, transaction, paymentTag: payment.tag, coupon, address, event: firstStatusEvent(first) }, context.shopTexts, texts!);
  const result = { status: 201, body: success(view) };
  const { kept } = await closeCartAndTakeStock(tx, { ...first, cartId: body.cart_id, shopId: order.shopId, lines: totals.lines, debit, answer: opts.keeper?.values(result) });
  return { ...result, kept };
}
