import { describe, expect, it } from 'vitest';
import { orderActions, paymentState, refundDisplay, repeatProducts } from './actions';

const line = { id: 1, stock_id: 11, quantity: 2, total_price: 10 };

describe('order actions', () => {
  it('lets the customer cancel only while the order is new', () => {
    expect(orderActions({ status: 'new', details: [line] }).cancel).toBe(true);
    for (const status of ['accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled']) expect(orderActions({ status }).cancel).toBe(false);
  });

  it('offers a review once, after delivery', () => {
    expect(orderActions({ status: 'delivered' }).review).toBe(true);
    expect(orderActions({ status: 'delivered', review: { id: 1, rating: 5 } }).review).toBe(false);
    expect(orderActions({ status: 'on_a_way' }).review).toBe(false);
  });

  it('offers a refund for delivered orders without a pending or accepted request', () => {
    expect(orderActions({ status: 'delivered' }).refund).toBe(true);
    expect(orderActions({ status: 'delivered', order_refunds: [{ id: 1, status: 'canceled' }] }).refund).toBe(true);
    expect(orderActions({ status: 'delivered', order_refunds: [{ id: 1, status: 'pending' }] }).refund).toBe(false);
    expect(orderActions({ status: 'delivered', order_refunds: [{ id: 1, status: 'accepted' }] }).refund).toBe(false);
    expect(orderActions({ status: 'canceled' }).refund).toBe(false);
  });

  it('repeats an order only when it has lines', () => {
    expect(orderActions({ status: 'delivered', details: [line] }).repeat).toBe(true);
    expect(orderActions({ status: 'delivered', details: [] }).repeat).toBe(false);
  });
});

describe('repeat order lines', () => {
  it('re-adds main lines (one per stock) and their addons with the parent stock id, without bonus lines', () => {
    const details = [
      { ...line, addons: [{ id: 2, stock_id: 21, quantity: 2, total_price: 1 }] },
      { id: 3, stock_id: 31, quantity: 1, total_price: 0, bonus: true },
      { id: 4, stock_id: 41, quantity: 1, total_price: 5 },
      { id: 5, stock_id: 51, quantity: 1, total_price: 1, parent_id: 4 },
      { id: 6, stock_id: 41, quantity: 2, total_price: 10 },
    ];
    expect(repeatProducts(details)).toEqual([
      { stock_id: 11, quantity: 2 },
      { stock_id: 21, quantity: 2, parent_id: 11 },
      { stock_id: 41, quantity: 3 },
      { stock_id: 51, quantity: 1, parent_id: 41 },
    ]);
  });
});

describe('refund and payment display', () => {
  it('maps the API refund statuses to pending, approved and rejected', () => {
    expect(refundDisplay('pending')).toBe('pending');
    expect(refundDisplay('accepted')).toBe('approved');
    expect(refundDisplay('canceled')).toBe('rejected');
    expect(refundDisplay('approved')).toBe('approved');
    expect(refundDisplay('rejected')).toBe('rejected');
  });

  it('says refunded for a refunded transaction and unpaid without one', () => {
    expect(paymentState({ status: 'refund' })).toBe('refund');
    expect(paymentState({ status: 'paid' })).toBe('paid');
    expect(paymentState(null)).toBe('unpaid');
    expect(paymentState({ status: 'weird' })).toBe('unpaid');
  });
});
