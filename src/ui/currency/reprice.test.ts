import { describe, expect, it } from 'vitest';
import type { CartItem } from '../store/slices/cart';
import { repriceItems, repriceStock } from './reprice';

const item: CartItem = {
  id: 7,
  quantity: 2,
  shop_id: 1,
  stock: { id: 70, price: 12.5, total_price: 12.34, discount: 1, quantity: 9 },
  addons: [{ quantity: 1, stock: { id: 71, price: 2, total_price: 2 } }],
};

describe('repricing the guest cart on a currency switch', () => {
  it('converts every amount of a stock through the base currency, leaving the rest alone', () => {
    expect(repriceStock({ id: 1, price: 10, total_price: 12.34, discount: 1, quantity: 5 }, 1, 0.92)).toEqual({ id: 1, price: 9.2, total_price: 11.35, discount: 0.92, quantity: 5 });
    // Back from euros to dollars lands on the same cents the API would send.
    expect(repriceStock({ id: 1, total_price: 11.35 }, 0.92, 1)).toEqual({ id: 1, total_price: 12.34 });
    expect(repriceStock({ id: 1, price: 9.2 }, 0.92, 3.75).price).toBe(37.5);
  });

  it('reprices lines and addons, and returns the lines unchanged for the same or a broken rate', () => {
    const [line] = repriceItems([item], 1, 0.92);
    expect(line.stock).toEqual({ id: 70, price: 11.5, total_price: 11.35, discount: 0.92, quantity: 9 });
    expect(line.addons[0].stock).toEqual({ id: 71, price: 1.84, total_price: 1.84 });
    expect(line.quantity).toBe(2);
    expect(item.stock.price).toBe(12.5);
    expect(repriceItems([item], 1, 1)).toEqual([item]);
    expect(repriceItems([item], 0, 2)).toEqual([item]);
  });
});
