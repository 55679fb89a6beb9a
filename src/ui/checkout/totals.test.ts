import { describe, expect, it } from 'vitest';
import { detailLineViews, subtotalOf } from '../cart/lines';
import type { CartDetail } from '../types/cart';
import { parseTip, rowsSum, tipFor, totalsRows } from './totals';

describe('checkout totals display', () => {
  it('adds up: the lines sum to the subtotal, and the rows with their signs to the total (discount once)', () => {
    // 2 × 10.00 with 10% product tax and 1.50 off each, plus a 0.50 addon; shop tax 5%; delivery 3.99; coupon 2.
    const stock = (id: number) => ({ id, product: { translation: { title: `#${id}` } } }) as CartDetail['stock'];
    const details = [{ id: 1, quantity: 2, price: 22, discount: 3, stock: stock(1), addons: [{ id: 2, quantity: 1, price: 0.5, discount: 0, stock: stock(2) }] }] as CartDetail[];
    const calc = { price: 22.5, total_tax: 0.88, total_product_tax: 2, total_discount: 3, coupon_price: 2, total_shop_tax: 0.88, delivery_fee: 3.99, service_fee: 1, tips: 0, total_price: 23.37 };
    const rows = totalsRows(calc);
    const lines = detailLineViews(details);
    expect(lines[0].listTotal).toBe(22.5);
    expect(lines[0].total).toBe(19.5); // what the cart panel shows, after the discount
    expect(subtotalOf(lines.map((l) => ({ ...l, total: l.listTotal })))).toBe(rows[0].amount);
    expect(rows.map((r) => [r.key, r.amount])).toEqual([
      ['totals.subtotal', 22.5],
      ['totals.discount', 3],
      ['totals.coupon', 2],
      ['totals.tax', 0.88],
      ['totals.delivery.fee', 3.99],
      ['totals.service.fee', 1],
      ['totals.total', 23.37],
    ]);
    expect(rowsSum(rows)).toBe(calc.total_price);
  });

  it('lists subtotal, the non-zero rows in order, and the total; taxes as one row; discounts with a minus', () => {
    const rows = totalsRows({ price: 21.5, total_tax: 0.5, total_product_tax: 1.5, total_shop_tax: 0.5, total_discount: 2, coupon_price: 0, delivery_fee: 3.99, service_fee: 1, tips: 0, total_price: 24.99 });
    expect(rows.map((r) => r.key)).toEqual(['totals.subtotal', 'totals.discount', 'totals.tax', 'totals.delivery.fee', 'totals.service.fee', 'totals.total']);
    expect(rows[0].amount).toBe(21.5); // lines before discount, product tax included
    expect(rows.find((r) => r.key === 'totals.tax')?.amount).toBe(0.5); // the shop's tax on top
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
