import { describe, expect, it } from 'vitest';
import { splitShares } from './participants';

const line = (userCartId: number, totalPrice: number, bonus = false) => ({ userCartId, totalPrice, bonus });
const people = [
  { id: 1, userId: 7, name: 'Owner' },
  { id: 2, userId: null, name: 'Kim' },
  { id: 3, userId: null, name: 'Lee' },
  { id: 4, userId: null, name: 'Idle' },
];
const fees = { deliveryFee: 500, serviceFee: 100, waiterFee: 0, tips: 1 };

describe('splitShares', () => {
  it('splits fees evenly among those who ordered and the owner, remainder cents to the owner, adding up exactly', () => {
    const lines = [line(1, 1000), line(2, 333), line(3, 667), line(3, 0, true)] as never;
    const total = 2000 + 601;
    const shares = splitShares({ lines, total, ...fees }, people, 7, 'x');
    expect(shares.map((s) => s.subtotal)).toEqual([1000, 333, 667, 0]);
    expect(shares.map((s) => s.fee_share)).toEqual([201, 200, 200, 0]);
    expect(shares.reduce((a, s) => a + s.total, 0)).toBe(total);
    expect(shares[3]).toMatchObject({ name: 'Idle', is_owner: false, total: 0 });
  });

  it('shares discounts in proportion to the subtotals, so nobody owes less than nothing', () => {
    const lines = [line(2, 100), line(3, 900)] as never;
    const total = 1000 - 500 + 601; // a coupon of 5.00
    const shares = splitShares({ lines, total, ...fees }, people, 7, 'Alex');
    expect(shares.reduce((a, s) => a + s.total, 0)).toBe(total);
    expect(shares.every((s) => s.total >= 0)).toBe(true);
    expect(shares[1].fee_share).toBe(200 - 50);
  });

  it('adds the owner when its part is missing', () => {
    const shares = splitShares({ lines: [line(2, 100)] as never, total: 100, deliveryFee: 0, serviceFee: 0, waiterFee: 0, tips: 0 }, [people[1]], 7, 'Alex');
    expect(shares.map((s) => [s.name, s.is_owner, s.total])).toEqual([['Alex', true, 0], ['Kim', false, 100]]);
  });
});
