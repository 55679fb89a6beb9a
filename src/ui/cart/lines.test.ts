import { describe, expect, it } from 'vitest';
import type { CartItem } from '../store/slices/cart';
import type { Cart } from '../types/cart';
import { countOf, guestLineKey, guestLineViews, minAmountShortfall, serverLineViews, subtotalOf } from './lines';

const burger = { id: 10, total_price: 8.5, quantity: 5, product: { id: 1, uuid: 'b', img: '/b.webp', min_qty: 1, max_qty: 3, translation: { title: 'Burger' } }, extras: [{ id: 1, extra_group_id: 1, value: 'Large' }] };
const cheese = { id: 20, total_price: 0.75, product: { id: 2, uuid: 'c', translation: { title: 'Cheese' } } };
const fries = { id: 30, price: 3.1, product: { id: 3, uuid: 'f', translation: { title: 'Fries' } } };

const items: CartItem[] = [
  { id: 1, quantity: 2, stock: burger, addons: [{ stock: cheese, quantity: 2 }], shop_id: 3 },
  { id: 3, quantity: 1, stock: fries, addons: [], shop_id: 3 },
];

describe('cart line keys', () => {
  it('keys a guest line by its stock and its addons with quantities, in any order', () => {
    const a = { stock: { id: 10 }, addons: [{ stock: { id: 21 }, quantity: 1 }, { stock: { id: 20 }, quantity: 2 }] };
    const b = { stock: { id: 10 }, addons: [{ stock: { id: 20 }, quantity: 2 }, { stock: { id: 21 }, quantity: 1 }] };
    expect(guestLineKey(a)).toBe(guestLineKey(b));
    expect(guestLineKey(a)).not.toBe(guestLineKey({ stock: { id: 10 }, addons: [] }));
    expect(guestLineKey({ stock: { id: 10 }, addons: [] })).toBe('g:10|');
  });
});

describe('line views', () => {
  it('prices guest lines with addons, bounds them by max_qty and stock, and sums in cents', () => {
    const views = guestLineViews(items);
    expect(views[0]).toMatchObject({ title: 'Burger', extras: 'Large', quantity: 2, min: 1, max: 3, total: 18.5, addons: [{ title: 'Cheese', quantity: 2, total: 1.5 }] });
    expect(views[1]).toMatchObject({ title: 'Fries', total: 3.1, max: Infinity });
    expect(subtotalOf(views)).toBe(21.6);
    expect(countOf(views)).toBe(3);
  });

  it('reads server lines: line amounts minus discounts, addons nested, ids for product/delete, bonus lines not counted', () => {
    const cart: Cart = {
      id: 7,
      shop_id: 3,
      owner_id: 1,
      total_price: 0,
      group: false,
      user_carts: [
        {
          id: 1,
          name: 'Demo',
          user_id: 1,
          uuid: 'u',
          cartDetails: [
            { id: 100, quantity: 2, price: 17, discount: 1, stock: burger, addons: [{ id: 101, quantity: 2, price: 1.5, stock: cheese }] },
            { id: 102, quantity: 1, price: 0, bonus: true, stock: fries },
          ],
        },
      ],
    };
    const views = serverLineViews(cart);
    expect(views[0]).toMatchObject({ key: 'd:100', total: 17.5, detailIds: [100, 101], bonus: false });
    expect(views[1]).toMatchObject({ key: 'd:102', bonus: true, total: 0 });
    expect(countOf(views)).toBe(2);
    expect(serverLineViews(null)).toEqual([]);
  });

  it('says how much is missing to reach the minimum order', () => {
    expect(minAmountShortfall(8.3, 10)).toBe(1.7);
    expect(minAmountShortfall(12, 10)).toBe(0);
    expect(minAmountShortfall(5, undefined)).toBe(0);
  });
});
