import { describe, expect, it } from 'vitest';
import { bundlePrice } from './pricing';

const stocks = [
  { stockId: 1, minQuantity: 2, unitPrice: 250 },
  { stockId: 2, minQuantity: 1, unitPrice: 500 },
];

describe('recipe bundle price', () => {
  it('takes a percent of the bundle (every stock at its min quantity)', () => {
    expect(bundlePrice({ recipeId: 1, discountType: 'percent', discountPrice: null, discountPercent: 10, stocks })).toEqual({ origin: 1000, discount: 100, total: 900 });
  });
  it('takes a fixed amount, never more than the bundle', () => {
    expect(bundlePrice({ recipeId: 1, discountType: 'fix', discountPrice: 300, discountPercent: null, stocks })).toEqual({ origin: 1000, discount: 300, total: 700 });
    expect(bundlePrice({ recipeId: 1, discountType: 'fix', discountPrice: 5000, discountPercent: null, stocks })).toEqual({ origin: 1000, discount: 1000, total: 0 });
  });
  it('gives nothing off without a discount type or without stocks', () => {
    expect(bundlePrice({ recipeId: 1, discountType: null, discountPrice: null, discountPercent: null, stocks })).toEqual({ origin: 1000, discount: 0, total: 1000 });
    expect(bundlePrice({ recipeId: 1, discountType: 'percent', discountPrice: null, discountPercent: 10, stocks: [] })).toEqual({ origin: 0, discount: 0, total: 0 });
  });
});
