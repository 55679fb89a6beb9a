import { describe, expect, it } from 'vitest';
import { endFromEvent, endFromFailure, memberStreamUrl, ownerStreamUrl } from './live';

describe('group stream', () => {
  it('builds the member and owner stream URLs', () => {
    expect(memberStreamUrl(41, 'ab-cd', 'ar')).toBe('/api/v1/rest/cart/41/stream?user_cart_uuid=ab-cd&lang=ar');
    expect(ownerStreamUrl(41, 'en')).toBe('/api/v1/dashboard/user/cart/41/stream?lang=en');
  });

  it('reads the terminal events', () => {
    expect(endFromEvent('kicked', '{"cart_id":41}')).toEqual({ kind: 'kicked' });
    expect(endFromEvent('closed', '{"cart_id":41,"order_id":9}')).toEqual({ kind: 'closed', orderId: 9 });
    expect(endFromEvent('closed', 'garbage')).toEqual({ kind: 'closed', orderId: null });
    expect(endFromEvent('ended', '{}')).toEqual({ kind: 'ended' });
    expect(endFromEvent('cart', '{"revision":3}')).toBeNull();
  });

  it('reads the same ends from a failed cart read (the polling fallback)', () => {
    expect(endFromFailure({ status: 403, data: {} })).toEqual({ kind: 'kicked' });
    expect(endFromFailure({ status: 409, data: { params: { order_id: ['12'] } } })).toEqual({ kind: 'closed', orderId: 12 });
    expect(endFromFailure({ status: 404, data: {} })).toEqual({ kind: 'ended' });
    expect(endFromFailure({ status: 0, data: {} })).toBeNull();
    expect(endFromFailure({ status: 500 })).toBeNull();
  });
});
