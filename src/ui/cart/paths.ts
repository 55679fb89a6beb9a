import type { Shop } from '../types/api';

/** /restaurant/3/checkout or /shop/12/checkout; guests go through sign-in first and come back there. */
export function checkoutPath(shop: Pick<Shop, 'id' | 'type'>, signedIn: boolean): string {
  const path = `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}/checkout`;
  return signedIn ? path : `/login?next=${encodeURIComponent(path)}`;
}

/** The shop page a cart belongs to. */
export function shopPath(shop: Pick<Shop, 'id' | 'type'>): string {
  return `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}`;
}
