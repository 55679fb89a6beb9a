import { describe, expect, it } from 'vitest';
import type { Cart } from '../types/cart';
import { groupSubtotal, membersOf, owesTable } from './owes';

describe('who owes what', () => {
  it('puts the host first, keeps the server shares, and sums fees and totals in cents', () => {
    const table = owesTable([
      { name: 'Ana', is_owner: false, subtotal: 10.1, fee_share: 1.66, total: 11.76 },
      { name: 'Host', is_owner: true, subtotal: 7, fee_share: 1.68, total: 8.68 },
      { name: 'Bo', is_owner: false, subtotal: 0.2, fee_share: 1.66, total: 1.86 },
    ]);
    expect(table?.rows.map((r) => [r.name, r.isOwner, r.subtotal, r.feeShare, r.total])).toEqual([
      ['Host', true, 7, 1.68, 8.68],
      ['Ana', false, 10.1, 1.66, 11.76],
      ['Bo', false, 0.2, 1.66, 1.86],
    ]);
    expect(table?.fees).toBe(5);
    expect(table?.total).toBe(22.3);
    expect(table?.people).toBe(3);
  });

  it('shows nothing without participants', () => {
    expect(owesTable(undefined)).toBeNull();
    expect(owesTable([])).toBeNull();
  });

  it('keeps names as given (React escapes them when drawn)', () => {
    expect(owesTable([{ name: '<b>x</b>', is_owner: true, subtotal: 1, fee_share: 0, total: 1 }])?.rows[0].name).toBe('<b>x</b>');
  });
});

describe('group members from the cart', () => {
  const stock = (id: number, title: string) => ({ id, product: { id, uuid: `p${id}`, translation: { title } } });
  const cart: Cart = {
    id: 41,
    shop_id: 3,
    owner_id: 7,
    total_price: 0,
    group: true,
    user_carts: [
      { id: 2, name: 'Ana', user_id: null, status: false, cartDetails: [{ id: 20, quantity: 2, price: 9, discount: 1, stock: stock(1, 'Burger') }] },
      { id: 1, name: 'Host', user_id: 7, status: true, uuid: '0b8f3c2e-5a1d-4c7e-9f00-1234567890ab', cartDetails: [{ id: 10, quantity: 1, price: 3.1, stock: stock(2, 'Fries'), addons: [{ id: 11, quantity: 1, price: 0.5, stock: stock(4, 'Dip') }] }] },
    ],
  };

  it('lists the host first with each part, its status, count and subtotal after discount', () => {
    const members = membersOf(cart);
    expect(members.map((m) => [m.name, m.isOwner, m.choosing, m.count, m.subtotal])).toEqual([
      ['Host', true, true, 1, 3.6],
      ['Ana', false, false, 2, 8],
    ]);
    expect(groupSubtotal(members)).toBe(11.6);
  });
});
