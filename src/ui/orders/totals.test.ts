import { describe, expect, it } from 'vitest';
import { totalsRows } from './totals';

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
});
