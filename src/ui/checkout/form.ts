import { normalizePhone } from '../auth/phone';
import type { DeliveryType, LatLng, Payment, PlaceOrderBody } from '../types/cart';
import { ASAP } from './slots';
import { parseTip, tipFor } from './totals';

/** What the checkout page collects, the rules it checks before placing, and the order body (pure). */

export type TipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

export interface CheckoutForm {
  type: DeliveryType;
  branchId: number | null;
  address: { address: string; house: string; floor: string; office: string };
  date: string | null;
  time: string | null;
  phone: string;
  forSomeone: boolean;
  recipientName: string;
  recipientPhone: string;
  note: string;
  /** A code that rest/coupons/check accepted. */
  coupon: string | null;
  tip: TipChoice;
  paymentId: number | null;
}

export const emptyCheckoutForm = (phone = ''): CheckoutForm => ({
  type: 'delivery',
  branchId: null,
  address: { address: '', house: '', floor: '', office: '' },
  date: null,
  time: null,
  phone,
  forSomeone: false,
  recipientName: '',
  recipientPhone: '',
  note: '',
  coupon: null,
  tip: { kind: 'none' },
  paymentId: null,
});

/** The tip in money (delivery only; a bad custom amount counts 0). */
export function tipAmount(form: Pick<CheckoutForm, 'type' | 'tip'>, subtotal: number): number {
  if (form.type !== 'delivery') return 0;
  if (form.tip.kind === 'percent') return tipFor(subtotal, form.tip.percent);
  if (form.tip.kind === 'custom') return parseTip(form.tip.text) ?? 0;
  return 0;
}

export interface CheckoutFacts {
  /** The shop takes orders now (`shop.open`). */
  shopOpen: boolean;
  phoneRequired: boolean;
  /** Delivery: whether the shop delivers to the chosen point (undefined while checking). */
  inZone: boolean | undefined;
  /** Slots of the chosen date. */
  slots: readonly string[];
  payment: Payment | undefined;
  walletBalance: number | undefined;
  /** The calculated total, once known. */
  total: number | undefined;
  /** The shop's minimum order and what is missing to reach it. */
  minAmount: number;
  shortfall: number;
}

/** Why the order cannot be placed yet: a translation key (namespace included) and its money values. */
export interface CheckoutProblem {
  key: string;
  ns: 'translation' | 'errors';
  money?: Record<string, number>;
}

export function checkoutProblem(form: CheckoutForm, facts: CheckoutFacts): CheckoutProblem | null {
  const say = (key: string, ns: CheckoutProblem['ns'] = 'translation', money?: Record<string, number>) => ({ key, ns, money });
  if (!facts.shopOpen) return say('shop.closed', 'errors');
  if (facts.shortfall > 0) return say('cart.min.amount', 'translation', { amount: facts.minAmount, remaining: facts.shortfall });
  if (form.type === 'delivery' && facts.inZone === false) return say('not.in.zone', 'errors');
  if (form.type === 'pickup' && !form.branchId) return say('checkout.branch.select');
  if (!form.date || !facts.slots.length) return say('validation.shop.closed.day');
  if (!form.time || !facts.slots.includes(form.time)) return say('checkout.select.time');
  if (form.forSomeone && (!form.recipientName.trim() || !normalizePhone(form.recipientPhone))) return say('validation.fill.user.details');
  if (!form.forSomeone && facts.phoneRequired && !form.phone.trim()) return say('validation.phone.required');
  if (!form.forSomeone && form.phone.trim() && !normalizePhone(form.phone)) return say('validation.phone.invalid');
  if (!facts.payment) return say('validation.choose.payment.method');
  if (facts.payment.tag === 'wallet' && facts.total !== undefined && (facts.walletBalance ?? 0) < facts.total) return say('wallet.insufficient', 'errors');
  return null;
}

export interface OrderContext {
  cartId: number;
  shopId: number;
  currency: { id?: number; rate: number };
  location: LatLng | null;
  subtotal: number;
  /** When the time is ASAP: now + lead time at the moment of placing (asapTime), or null when past closing. */
  asap?: { date: string; time: string } | null;
}

/** The `POST dashboard/user/orders` body; empty fields are left out (the API's body is strict). */
export function buildOrderBody(form: CheckoutForm, ctx: OrderContext): PlaceOrderBody {
  const trimmed = (s: string) => s.trim() || undefined;
  const address = form.type === 'delivery' ? Object.fromEntries(Object.entries(form.address).flatMap(([k, v]) => (v.trim() ? [[k, v.trim()]] : []))) : {};
  const phone = form.forSomeone ? normalizePhone(form.recipientPhone) : normalizePhone(form.phone);
  const tips = tipAmount(form, ctx.subtotal);
  return {
    cart_id: ctx.cartId,
    shop_id: ctx.shopId,
    currency_id: ctx.currency.id,
    rate: ctx.currency.rate,
    delivery_type: form.type,
    delivery_date: (form.time === ASAP ? ctx.asap?.date : form.date) ?? '',
    delivery_time: (form.time === ASAP ? ctx.asap?.time : form.time) ?? '',
    location: form.type === 'delivery' && ctx.location ? ctx.location : undefined,
    address: Object.keys(address).length ? address : undefined,
    branch_id: form.type === 'pickup' ? (form.branchId ?? undefined) : undefined,
    phone: phone ?? undefined,
    username: form.forSomeone ? trimmed(form.recipientName) : undefined,
    note: trimmed(form.note),
    coupon: form.coupon ?? undefined,
    tips: tips > 0 ? tips : undefined,
    payment_id: form.paymentId ?? undefined,
  };
}

/** Methods the checkout offers: cash and wallet when active, card gateways only when the API lists them. */
export function offeredPayments(payments: readonly Payment[]): Payment[] {
  return payments.filter((p) => p.active !== false);
}

/** The method to start with: the one used last time when still offered, else the first offered. */
export function preferredPayment(offered: readonly Payment[], lastTag: string | null): Payment | undefined {
  return offered.find((p) => p.tag === lastTag) ?? offered[0];
}
