import type { Shop } from '@/ui/store/types';
import type { ShopItem } from '../types/api';
import { readStringList } from '@/lib/json';

/** The liked slice keeps a small copy of a shop: enough to draw its card on /liked. */
export function toLikedShop(shop: ShopItem): Shop {
  return {
    id: shop.id,
    uuid: shop.uuid,
    type: shop.type,
    translation: shop.translation,
    logo_img: shop.logo_img,
    background_img: shop.background_img,
    open: shop.open,
    rating_avg: shop.rating_avg ?? undefined,
    delivery_time: shop.delivery_time,
  };
}

/** localStorage key of the users whose guest likes were already merged (once per user and device). */
export const MERGED_KEY = 'groops.liked.merged';

/** Whether this device already merged its guest likes into this user's favourites. */
export function mergedFor(userUuid: string, stored: string | null): boolean {
  return readStringList(stored).includes(userUuid);
}


/** The uuids to send to favourites/shops/merge, or null when there is nothing to do for this user. */
export function mergePlan(userUuid: string | undefined, merged: readonly string[], liked: ReadonlyArray<{ uuid: string }>, inFlight: boolean): string[] | null {
  if (!userUuid || inFlight || merged.includes(userUuid)) return null;
  const uuids = [...new Set(liked.map((shop) => shop.uuid))].slice(0, 100);
  return uuids;
}
