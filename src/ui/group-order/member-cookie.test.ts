import { describe, expect, it } from 'vitest';
import { membershipStale, parseMembership, serializeMembership } from './member-cookie';

const UUID = '0b8f3c2e-5a1d-4c7e-9f00-1234567890ab';

describe('member cookie', () => {
  it('round-trips {uuid, cart_id, shop_id}', () => {
    const m = { uuid: UUID, cart_id: 41, shop_id: 3 };
    expect(parseMembership(serializeMembership(m))).toEqual(m);
  });

  it('refuses anything malformed', () => {
    for (const raw of ['', 'nope', 'null', '{}', JSON.stringify({ uuid: 'x', cart_id: 1, shop_id: 1 }), JSON.stringify({ uuid: UUID, cart_id: '1', shop_id: 1 }), JSON.stringify({ uuid: UUID, cart_id: 1, shop_id: -1 })]) {
      expect(parseMembership(raw)).toBeNull();
    }
    expect(parseMembership(undefined)).toBeNull();
  });

  it('is stale only when ?g= names another cart', () => {
    const m = { uuid: UUID, cart_id: 41, shop_id: 3 };
    expect(membershipStale(m, undefined)).toBe(false);
    expect(membershipStale(m, '41')).toBe(false);
    expect(membershipStale(m, '42')).toBe(true);
  });
});
