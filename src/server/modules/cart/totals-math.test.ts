import { describe, expect, it } from 'vitest';
import type { DiscountRow } from '../catalog/pricing';
import { couponAmount, deliveryFeeMinor, lineAmounts, recipeDiscount, type RecipeRule } from './totals-math';

const discount = (d: Partial<DiscountRow>): DiscountRow =>
  ({ id: 1, shopId: 1, type: 'fix', price: null, percent: null, start: '2020-01-01', end: '2099-01-01', active: true, img: null, createdAt: new Date(), updatedAt: new Date(), ...d }) as DiscountRow;

describe('cart money rules', () => {
  it('prices a line: tax on the unit price, the best discount, totals × quantity', () => {
    expect(lineAmounts(1000, 10, [discount({ type: 'percent', percent: 20 }), discount({ type: 'fix', price: 150 })], 3, false)).toEqual({
      unitPrice: 1000,
      unitTax: 100,
      unitDiscount: 200,
      originPrice: 3000,
      tax: 300,
      discount: 600,
      totalPrice: 2700,
    });
    expect(lineAmounts(1000, 10, [discount({ type: 'fix', price: 5000 })], 1, false).unitDiscount).toBe(1000);
    expect(lineAmounts(1000, 10, undefined, 4, true).totalPrice).toBe(0);
  });

  it('caps coupons at the cart total', () => {
    expect(couponAmount({ type: 'fix', price: 500, percent: null }, 1200)).toBe(500);
    expect(couponAmount({ type: 'fix', price: 2000, percent: null }, 1200)).toBe(1200);
    expect(couponAmount({ type: 'percent', price: null, percent: 15 }, 1001)).toBe(150);
    expect(couponAmount({ type: 'percent', price: null, percent: 150 }, 1000)).toBe(1000);
  });

  it('counts complete recipe bundles only', () => {
    const rule: RecipeRule = {
      recipeId: 1,
      discountType: 'percent',
      discountPrice: null,
      discountPercent: 10,
      stocks: [
        { stockId: 1, minQuantity: 1, unitPrice: 500 },
        { stockId: 2, minQuantity: 2, unitPrice: 250 },
      ],
    };
    expect(recipeDiscount([rule], new Map([[1, 3], [2, 4]]))).toEqual({ discount: 200, count: 2 });
    expect(recipeDiscount([rule], new Map([[1, 3], [2, 1]]))).toEqual({ discount: 0, count: 0 });
    expect(recipeDiscount([{ ...rule, discountType: 'fix', discountPrice: 5000 }], new Map([[1, 1], [2, 2]]))).toEqual({ discount: 1000, count: 1 });
    expect(recipeDiscount([{ ...rule, discountType: null }], new Map([[1, 1], [2, 2]]))).toEqual({ discount: 0, count: 0 });
  });

  it('rounds the delivery fee to a whole minor unit', () => {
    expect(deliveryFeeMinor(349, 79, 2.57)).toBe(Math.round(349 + 79 * 2.57));
    expect(deliveryFeeMinor(0, 0, 10)).toBe(0);
  });
});
