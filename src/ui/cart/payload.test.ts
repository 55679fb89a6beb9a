import { describe, expect, it } from 'vitest';
import type { CartItem } from '../store/slices/cart';
import type { Cart } from '../types/cart';
import { buildAddLinesPayload, buildAddPayload, buildMergePayload, buildQuantityPayload } from './payload';

const usd = { id: 1, rate: 1 };
const line = (stock: number, quantity: number, addons: Array<[number, number]> = [], shop = 3): CartItem => ({ id: stock, quantity, stock: { id: stock }, addons: addons.map(([id, q]) => ({ stock: { id }, quantity: q })), shop_id: shop });

describe('merge payload (one insert-product on sign-in)', () => {
  it('sends every main line, then its addons with parent_id = the parent STOCK id', () => {
    expect(buildMergePayload([line(10, 2, [[20, 1]]), line(30, 1)], usd)).toEqual({
      shop_id: 3,
      currency_id: 1,
      rate: 1,
      products: [
        { stock_id: 10, quantity: 2 },
        { stock_id: 20, quantity: 1, parent_id: 10 },
        { stock_id: 30, quantity: 1 },
      ],
    });
  });

  it('joins lines of the same stock (the server keeps one line per stock) and adds up their addons', () => {
    const payload = buildMergePayload([line(10, 1, [[20, 1]]), line(10, 2, [[20, 2], [21, 1]])], usd);
    expect(payload?.products).toEqual([
      { stock_id: 10, quantity: 3 },
      { stock_id: 20, quantity: 3, parent_id: 10 },
      { stock_id: 21, quantity: 1, parent_id: 10 },
    ]);
  });

  it('keeps only the first line\'s shop and nothing for an empty cart', () => {
    expect(buildMergePayload([line(10, 1), line(50, 1, [], 4)], usd)?.products).toEqual([{ stock_id: 10, quantity: 1 }]);
    expect(buildMergePayload([], usd)).toBeNull();
  });
});

describe('signed-in add payload (insert-product sets quantities)', () => {
  const cart: Cart = {
    id: 7,
    shop_id: 3,
    owner_id: 1,
    total_price: 0,
    group: false,
    user_carts: [{ id: 1, name: '', user_id: 1, uuid: 'u', cartDetails: [{ id: 100, quantity: 2, stock: { id: 10 }, addons: [{ id: 101, quantity: 1, stock: { id: 20 } }] }] }],
  };

  it('asks for what the cart holds plus what is added, addons likewise', () => {
    expect(buildAddPayload(cart, 3, { stockId: 10, quantity: 1, addons: [{ stockId: 20, quantity: 2 }, { stockId: 21, quantity: 1 }] }, usd).products).toEqual([
      { stock_id: 10, quantity: 3 },
      { stock_id: 20, quantity: 3, parent_id: 10 },
      { stock_id: 21, quantity: 1, parent_id: 10 },
    ]);
  });

  it('adds a recipe\'s ingredients in one body: each on top of what the cart holds', () => {
    const lines = [{ stockId: 10, quantity: 1, addons: [] }, { stockId: 11, quantity: 2, addons: [] }];
    expect(buildAddLinesPayload(cart, 3, lines, usd)).toEqual({ shop_id: 3, currency_id: 1, rate: 1, products: [{ stock_id: 10, quantity: 3 }, { stock_id: 11, quantity: 2 }] });
    expect(buildAddLinesPayload(null, 4, lines, usd).products).toEqual([{ stock_id: 10, quantity: 1 }, { stock_id: 11, quantity: 2 }]);
  });

  it('starts from zero for a new stock, no cart, or another shop\'s cart', () => {
    const added = { stockId: 10, quantity: 1, addons: [] };
    expect(buildAddPayload(null, 3, added, usd).products).toEqual([{ stock_id: 10, quantity: 1 }]);
    expect(buildAddPayload(cart, 4, added, usd)).toMatchObject({ shop_id: 4, products: [{ stock_id: 10, quantity: 1 }] });
    expect(buildAddPayload(cart, 3, { stockId: 11, quantity: 2, addons: [] }, usd).products).toEqual([{ stock_id: 11, quantity: 2 }]);
  });

  it('sets one line\'s quantity', () => {
    expect(buildQuantityPayload(3, 10, 5, { rate: 1 })).toEqual({ shop_id: 3, currency_id: undefined, rate: 1, products: [{ stock_id: 10, quantity: 5 }] });
  });
});
