import { describe, expect, it } from 'vitest';
import type { CartItem } from '../store/slices/cart';
import { GUEST_CART_MAX_AGE_MS, parseGuestCart, serializeGuestCart } from './guest-storage';

const item: CartItem = { id: 1, quantity: 2, stock: { id: 10, total_price: 5 }, addons: [{ stock: { id: 20 }, quantity: 1 }], shop_id: 3 };
const NOW = 1_800_000_000_000;

describe('guest cart storage', () => {
  it('reads back what it wrote', () => {
    expect(parseGuestCart(serializeGuestCart('a', [item], NOW), NOW + 1000)).toEqual({ v: 1, id: 'a', savedAt: NOW, items: [item] });
  });

  it('drops junk, other versions, carts older than a week and carts mixing shops', () => {
    expect(parseGuestCart(null, NOW)).toBeNull();
    expect(parseGuestCart('{', NOW)).toBeNull();
    expect(parseGuestCart(JSON.stringify({ v: 2, id: 'a', savedAt: NOW, items: [] }), NOW)).toBeNull();
    expect(parseGuestCart(serializeGuestCart('a', [item], NOW), NOW + GUEST_CART_MAX_AGE_MS + 1)).toBeNull();
    expect(parseGuestCart(serializeGuestCart('a', [item, { ...item, shop_id: 4 }], NOW), NOW)).toBeNull();
    expect(parseGuestCart(serializeGuestCart('a', [{ ...item, quantity: 0 }], NOW), NOW)).toBeNull();
    expect(parseGuestCart(serializeGuestCart('a', [{ ...item, addons: [{ stock: { id: 'x' }, quantity: 1 }] } as never], NOW), NOW)).toBeNull();
  });
});
