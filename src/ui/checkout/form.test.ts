import { describe, expect, it } from 'vitest';
import { buildOrderBody, checkoutProblem, emptyCheckoutForm, preferredPayment, tipAmount, type CheckoutFacts, type CheckoutForm } from './form';
import { checkoutSchema } from './schema';
import { ASAP } from './slots';

const cash = { id: 1, tag: 'cash', active: true };
const wallet = { id: 2, tag: 'wallet', active: true };
const facts: CheckoutFacts = { shopOpen: true, phoneRequired: false, inZone: true, slots: ['10:00', '10:30'], payment: cash, walletBalance: 50, total: 20, minAmount: 10, shortfall: 0 };
const ready: CheckoutForm = { ...emptyCheckoutForm('+12025550100'), date: '2026-11-24', time: '10:30', paymentId: 1 };
const problem = (form: Partial<CheckoutForm>, more: Partial<CheckoutFacts> = {}) => checkoutProblem({ ...ready, ...form }, { ...facts, ...more })?.key ?? null;

describe('checkout rules', () => {
  it('accepts a complete delivery', () => {
    expect(problem({})).toBeNull();
  });

  it('refuses a shop that is not taking orders', () => {
    expect(checkoutProblem(ready, { ...facts, shopOpen: false })).toMatchObject({ key: 'shop.closed', ns: 'errors' });
  });

  it('asks for the minimum order, refuses a point outside the zone and a pickup without branch', () => {
    expect(checkoutProblem(ready, { ...facts, shortfall: 2.5 })).toEqual({ key: 'cart.min.amount', ns: 'translation', money: { amount: 10, remaining: 2.5 } });
    expect(checkoutProblem(ready, { ...facts, inZone: false })).toMatchObject({ key: 'not.in.zone', ns: 'errors' });
    expect(problem({ type: 'pickup' }, { inZone: false })).toBe('checkout.branch.select');
    expect(problem({ type: 'pickup', branchId: 4 }, { inZone: false })).toBeNull();
  });

  it('says the shop is closed on a day without slots, and asks for a listed time', () => {
    expect(problem({}, { slots: [] })).toBe('validation.shop.closed.day');
    expect(problem({ date: null })).toBe('validation.shop.closed.day');
    expect(problem({ time: '09:00' })).toBe('checkout.select.time');
  });

  it('needs user details for someone else, and a phone when the setting asks for one', () => {
    expect(problem({ forSomeone: true })).toBe('validation.fill.user.details');
    expect(problem({ forSomeone: true, recipientName: 'Ann', recipientPhone: '12' })).toBe('validation.fill.user.details');
    expect(problem({ forSomeone: true, recipientName: 'Ann', recipientPhone: '+1 202 555 0199' })).toBeNull();
    expect(problem({ phone: '' }, { phoneRequired: true })).toBe('validation.phone.required');
    expect(problem({ phone: '' })).toBeNull();
    expect(problem({ phone: 'call me' })).toBe('validation.phone.invalid');
  });

  it('needs a payment method and enough wallet balance', () => {
    expect(problem({}, { payment: undefined })).toBe('validation.choose.payment.method');
    expect(checkoutProblem(ready, { ...facts, payment: wallet, walletBalance: 19.99 })).toMatchObject({ key: 'wallet.insufficient', ns: 'errors' });
    expect(problem({}, { payment: wallet, walletBalance: 20 })).toBeNull();
  });
});

describe('order body', () => {
  const ctx = { cartId: 7, shopId: 3, currency: { id: 1, rate: 1 }, location: { latitude: 38.9, longitude: -77 }, subtotal: 20 };

  it('sends a delivery with its point, filled address fields, E.164 phone and percent tip', () => {
    const body = buildOrderBody({ ...ready, address: { address: ' 1 Main St ', house: '', floor: '2', office: '' }, tip: { kind: 'percent', percent: 10 }, note: ' ring twice ' }, ctx);
    expect(body).toEqual({
      cart_id: 7,
      shop_id: 3,
      currency_id: 1,
      rate: 1,
      delivery_type: 'delivery',
      delivery_date: '2026-11-24',
      delivery_time: '10:30',
      location: { latitude: 38.9, longitude: -77 },
      address: { address: '1 Main St', floor: '2' },
      branch_id: undefined,
      phone: '+12025550100',
      username: undefined,
      note: 'ring twice',
      coupon: undefined,
      tips: 2,
      payment_id: 1,
    });
  });

  it('sends a pickup with its branch, no point, no tip; someone else\'s name and phone', () => {
    const body = buildOrderBody({ ...ready, type: 'pickup', branchId: 5, tip: { kind: 'custom', text: '3' }, forSomeone: true, recipientName: ' Ann ', recipientPhone: '202-555-0199 ', coupon: 'SAVE5' }, { ...ctx, location: null });
    expect(body).toMatchObject({ delivery_type: 'pickup', branch_id: 5, location: undefined, address: undefined, tips: undefined, username: 'Ann', coupon: 'SAVE5' });
    expect(body.phone).toBe('+2025550199');
  });

  it('computes tips only for delivery', () => {
    expect(tipAmount({ type: 'delivery', tip: { kind: 'custom', text: '1,5' } }, 10)).toBe(1.5);
    expect(tipAmount({ type: 'delivery', tip: { kind: 'custom', text: 'x' } }, 10)).toBe(0);
    expect(tipAmount({ type: 'pickup', tip: { kind: 'percent', percent: 10 } }, 10)).toBe(0);
  });
});

describe('as soon as possible, payment preselection and the street line', () => {
  const ctx = { cartId: 7, shopId: 3, currency: { id: 1, rate: 1 }, location: { latitude: 38.9, longitude: -77 }, subtotal: 20 };

  it('sends ASAP as the date and time taken when placing', () => {
    expect(problem({ time: ASAP }, { slots: [ASAP, '10:30'] })).toBeNull();
    const body = buildOrderBody({ ...ready, time: ASAP, address: { address: '1 Main St', house: '', floor: '', office: '' } }, { ...ctx, asap: { date: '2026-11-24', time: '10:07' } });
    expect(body).toMatchObject({ delivery_date: '2026-11-24', delivery_time: '10:07' });
  });

  it('starts with the method used last when still offered, else the first', () => {
    expect(preferredPayment([cash, wallet], 'wallet')).toBe(wallet);
    expect(preferredPayment([cash, wallet], 'stripe')).toBe(cash);
    expect(preferredPayment([cash, wallet], null)).toBe(cash);
    expect(preferredPayment([], 'cash')).toBeUndefined();
  });

  it('needs a street line for delivery only, in the reader\'s language', () => {
    const schema = checkoutSchema((key) => `t:${key}`);
    const form = (type: string, address: string) => ({ type, address: { address, house: '', floor: '', office: '' } });
    expect(() => schema.validateSync(form('delivery', '  '))).toThrow('t:checkout.address.required');
    expect(schema.isValidSync(form('delivery', '1 Main St'))).toBe(true);
    expect(schema.isValidSync(form('pickup', ''))).toBe(true);
  });
});
