import { describe, expect, it } from 'vitest';
import { parseTip, tipFor, totalsRows } from './totals';

describe('checkout totals display', () => {
  it('lists subtotal, the non-zero rows in order, and the total; taxes as one row; discounts with a minus', () => {
    const rows = totalsRows({ price: 20, total_tax: 1.5, total_shop_tax: 0.5, total_discount: 2, coupon_price: 0, delivery_fee: 3.99, service_fee: 1, tips: 0, total_price: 24.99 });
    expect(rows.map((r) => r.key)).toEqual(['totals.subtotal', 'totals.discount', 'totals.tax', 'totals.delivery.fee', 'totals.service.fee', 'totals.total']);
    expect(rows.find((r) => r.key === 'totals.tax')?.amount).toBe(2);
    expect(rows.find((r) => r.key === 'totals.discount')?.minus).toBe(true);
    expect(rows.at(-1)).toEqual({ key: 'totals.total', amount: 24.99, strong: true });
  });

  it('shows coupon and tips when present (pickup: no delivery fee row)', () => {
    const rows = totalsRows({ price: 10, coupon_price: 1.5, tips: 1, delivery_fee: 0, total_price: 9.5 });
    expect(rows.map((r) => r.key)).toEqual(['totals.subtotal', 'totals.coupon', 'totals.tips', 'totals.total']);
  });

  it('computes percent tips in cents and parses custom tips', () => {
    expect(tipFor(23.45, 10)).toBe(2.35);
    expect(tipFor(0, 15)).toBe(0);
    expect(parseTip('2,5')).toBe(2.5);
    expect(parseTip(' 3 ')).toBe(3);
    expect(parseTip('-1')).toBeNull();
    expect(parseTip('1.234')).toBeNull();
    expect(parseTip('abc')).toBeNull();
  });
});
