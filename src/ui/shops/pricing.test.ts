import { describe, expect, it } from 'vitest';
import type { Stock } from '../types/api';
import { extraLabel } from './extra-label';
import { clampQty, defaultStock, extraGroups, isAvailable, matchStock, picksOf, qtyBounds, totalPrice } from './pricing';

const size = (id: number, value: string) => ({ id, extra_group_id: 1, value, group: { id: 1, translation: { title: 'Size' } } });
const crust = (id: number, value: string) => ({ id, extra_group_id: 2, value, group: { id: 2, translation: { title: 'Crust' } } });
const stocks: Stock[] = [
  { id: 1, total_price: 10.99, quantity: 5, extras: [size(1, 'M'), crust(3, 'Classic')] },
  { id: 2, total_price: 14.29, quantity: 5, extras: [size(2, 'L'), crust(3, 'Classic')] },
  { id: 3, total_price: 14.29, quantity: 0, extras: [size(2, 'L'), crust(4, 'Thin')] },
];

describe('extras → stock', () => {
  it('groups the values of all stocks once each', () => {
    const groups = extraGroups(stocks);
    expect(groups.map((g) => g.title)).toEqual(['Size', 'Crust']);
    expect(groups[0].values.map((v) => v.value)).toEqual(['M', 'L']);
    expect(groups[1].values.map((v) => v.value)).toEqual(['Classic', 'Thin']);
  });

  it('matches every pick, or follows the value just picked', () => {
    expect(matchStock(stocks, { 1: 2, 2: 3 })?.id).toBe(2);
    expect(matchStock(stocks, { 1: 2, 2: 4 })?.id).toBe(3);
    // M + Thin does not exist: the size just picked wins.
    expect(matchStock(stocks, { 1: 1, 2: 4 }, 1)?.id).toBe(1);
    expect(matchStock(stocks, { 1: 9 })).toBeUndefined();
    expect(picksOf(stocks[1])).toEqual({ 1: 2, 2: 3 });
  });

  it('prefers a stock that can be bought and marks values that cannot', () => {
    expect(defaultStock({ stocks: [{ id: 9, quantity: 0 }, { id: 8, quantity: 2 }] })?.id).toBe(8);
    expect(defaultStock({ stock: { id: 7 } })?.id).toBe(7);
    expect(isAvailable(stocks, { 1: 2, 2: 3 }, 2, 4)).toBe(false);
    expect(isAvailable(stocks, { 1: 1, 2: 3 }, 1, 2)).toBe(true);
  });
});

describe('quantity and price', () => {
  it('keeps the quantity within min_qty..max_qty and the stock', () => {
    const bounds = qtyBounds({ min_qty: 2, max_qty: 20 }, { quantity: 6 });
    expect(bounds).toEqual({ min: 2, max: 6, step: 1 });
    expect(clampQty(1, bounds)).toBe(2);
    expect(clampQty(9, bounds)).toBe(6);
    expect(qtyBounds({}, undefined).max).toBe(Infinity);
  });

  it('is stock × qty + Σ addon × addon qty, in exact cents', () => {
    expect(totalPrice({ total_price: 12.99 }, 1, [])).toBe(12.99);
    expect(totalPrice({ total_price: 12.99 }, 2, [{ stock: { total_price: 1.59 }, quantity: 1 }])).toBe(27.57);
    expect(totalPrice({ total_price: 0.1 }, 3, [{ stock: { price: 0.2 }, quantity: 3 }])).toBe(0.9);
    expect(totalPrice(undefined, 2, [])).toBe(0);
  });
});

describe('extraLabel', () => {
  it('shows the value in the reader\'s language, the neutral value when it has no text', () => {
    expect(extraLabel({ value: 'Thin', translation: { id: 1, locale: 'ar', title: 'رقيقة' } })).toBe('رقيقة');
    expect(extraLabel({ value: 'Thin' })).toBe('Thin');
    expect(extraLabel({ value: 'Thin', translation: { id: 1, locale: 'ar', title: '' } })).toBe('Thin');
  });
});
