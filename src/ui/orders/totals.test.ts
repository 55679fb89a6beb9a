import { describe, expect, it } from 'vitest';
import { lineListPrice, totalsRows } from './totals';

describe('order totals rows', () => {
  it('lists the subtotal, then only the parts that apply, discounts as negative', () => {
    const rows = totalsRows(
      { id: 1, status: 'new', total_price: 27, origin_price: 22, total_discount: 2, delivery_fee: 3, service_fee: 1, tips: 0, tax: 2, coupon: { name: 'HI', price: 1 } },
      (k) => k,
    );
    expect(rows.map((r) => [r.key, r.amount, Boolean(r.negative)])).toEqual([
      ['subtotal', 22, false],
      ['discount', 2, true],
      ['coupon', 1, true],
      ['delivery', 3, false],
      ['service', 1, false],
      ['tax', 2, false],
    ]);
  });

  it('adds up the lines and their addons when the order has no origin price', () => {
    const rows = totalsRows({ id: 1, status: 'new', total_price: 9, details: [{ id: 1, stock_id: 1, quantity: 1, total_price: 5, addons: [{ id: 2, stock_id: 2, quantity: 1, total_price: 4 }] }] }, (k) => k);
    expect(rows).toEqual([{ key: 'subtotal', label: 'totals.subtotal', amount: 9 }]);
  });

  it('lists lines before their discount so lines, subtotal, discount and total add up', () => {
    // 2 × 10.00 + 10% tax, 1.50 off each; a 0.50 addon; shop tax 0.88; delivery 3.99; coupon 2.
    const details = [{ id: 1, stock_id: 1, quantity: 2, origin_price: 20, tax: 2, discount: 3, total_price: 19, addons: [{ id: 2, stock_id: 2, quantity: 1, origin_price: 0.5, tax: 0, discount: 0, total_price: 0.5 }] }];
    const order = { id: 1, status: 'new', details, origin_price: 20.5, total_discount: 3, coupon_price: 2, delivery_fee: 3.99, service_fee: 1, tips: 0, tax: 0.88, total_price: 23.37 };
    expect(lineListPrice(details[0])).toBe(22);
    const rows = totalsRows(order, (k) => k);
    expect(rows[0]).toMatchObject({ key: 'subtotal', amount: 22.5 });
    const sum = rows.reduce((acc, r) => acc + (r.negative ? -1 : 1) * Math.round(r.amount * 100), 0);
    expect(sum / 100).toBe(order.total_price);
  });
});
