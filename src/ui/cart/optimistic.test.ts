import { describe, expect, it } from 'vitest';
import type { Cart } from '../types/cart';
import { serverDetails } from './lines';
import { withAddedLine, withoutLines, withQuantity } from './optimistic';

const cart: Cart = {
  id: 7,
  shop_id: 3,
  owner_id: 1,
  total_price: 0,
  group: false,
  user_carts: [{ id: 1, name: '', user_id: 1, uuid: 'u', cartDetails: [{ id: 100, quantity: 2, price: 10, discount: 2, stock: { id: 10, total_price: 5 }, addons: [{ id: 101, quantity: 1, price: 1, stock: { id: 20 } }] }] }],
};

describe('optimistic cart', () => {
  it('scales line amounts with a new quantity', () => {
    expect(serverDetails(withQuantity(cart, 100, 3))[0]).toMatchObject({ quantity: 3, price: 15, discount: 3 });
  });

  it('removes lines and addon lines by id', () => {
    expect(serverDetails(withoutLines(cart, [101]))[0].addons).toEqual([]);
    expect(serverDetails(withoutLines(cart, [100, 101]))).toEqual([]);
  });

  it('raises the line of the same stock, or appends a new one with a temporary id, or starts a cart', () => {
    const raised = serverDetails(withAddedLine(cart, 3, { stock: { id: 10, total_price: 5 }, quantity: 1, addons: [{ stock: { id: 20, total_price: 1 }, quantity: 2 }] }))[0];
    expect(raised).toMatchObject({ id: 100, quantity: 3, price: 15 });
    expect(raised.addons?.[0]).toMatchObject({ id: 101, quantity: 3, price: 3 });
    const appended = serverDetails(withAddedLine(cart, 3, { stock: { id: 11, price: 4 }, quantity: 2, addons: [] }));
    expect(appended[1]).toMatchObject({ quantity: 2, price: 8 });
    expect(appended[1].id).toBeLessThan(0);
    const fresh = withAddedLine(null, 4, { stock: { id: 50, total_price: 2 }, quantity: 1, addons: [] });
    expect(fresh.shop_id).toBe(4);
    expect(serverDetails(fresh)).toHaveLength(1);
  });
});
