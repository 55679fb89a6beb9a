import { describe, expect, it } from 'vitest';
import { groupRedirect, invitationOf, shareLink, shopKindOf } from './links';

const TOKEN = 'Zk3_q-9xY2';

describe('share link', () => {
  it('names the shop, the cart, the owner, the page kind and the invite token', () => {
    const link = shareLink({ origin: 'https://groops.test/', shopId: 3, cartId: 41, ownerId: 7, kind: 'restaurant', token: TOKEN });
    expect(link).toBe(`https://groops.test/group/3?g=41&o=7&t=restaurant&k=${TOKEN}`);
    const url = new URL(link);
    expect(Object.fromEntries(url.searchParams)).toEqual({ g: '41', o: '7', t: 'restaurant', k: TOKEN });
  });

  it('encodes whatever the token holds', () => {
    expect(shareLink({ origin: 'http://x', shopId: 1, cartId: 2, ownerId: 3, kind: 'shop', token: 'a&b=c' })).toBe('http://x/group/1?g=2&o=3&t=shop&k=a%26b%3Dc');
  });
});

describe('/group/[id] redirect', () => {
  const query = { g: '41', o: '7', t: 'restaurant', k: TOKEN };

  it('sends the owner to the shop page itself, without cart or token', () => {
    expect(groupRedirect({ shopId: '3', kind: 'restaurant', query, userId: 7 })).toBe('/restaurant/3');
  });

  it('sends everyone else to the shop page with the cart and the token', () => {
    expect(groupRedirect({ shopId: '3', kind: 'restaurant', query, userId: null })).toBe(`/restaurant/3?g=41&k=${TOKEN}`);
    expect(groupRedirect({ shopId: '3', kind: 'shop', query, userId: 8 })).toBe(`/shop/3?g=41&k=${TOKEN}`);
  });

  it('drops a malformed cart id or token instead of forwarding it', () => {
    expect(groupRedirect({ shopId: '3', kind: 'shop', query: { g: '1 OR 1', k: TOKEN }, userId: null })).toBe('/shop/3');
    expect(groupRedirect({ shopId: '3', kind: 'shop', query: { g: '5', k: '<script>' }, userId: null })).toBe('/shop/3?g=5');
  });

  it('reads the page kind strictly', () => {
    expect(shopKindOf('shop')).toBe('shop');
    expect(shopKindOf(['restaurant'])).toBe('restaurant');
    expect(shopKindOf('admin')).toBeNull();
    expect(shopKindOf(undefined)).toBeNull();
  });
});

describe('invitation on the shop page', () => {
  it('reads ?g= and &k=', () => {
    expect(invitationOf({ g: '41', k: TOKEN })).toEqual({ cartId: 41, token: TOKEN });
    expect(invitationOf({ g: '41' })).toEqual({ cartId: 41, token: null });
    expect(invitationOf({ g: '0' })).toBeNull();
    expect(invitationOf({})).toBeNull();
  });
});
