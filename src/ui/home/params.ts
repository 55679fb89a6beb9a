import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import type { FilterState } from '@/ui/store/slices/filter';

export type ShopType = 'shop' | 'restaurant';

/** The API's order_by values (contract §3.2); "newest" is the same list as order_by=new. */
export const ORDER_BY = ['new', 'old', 'best_sale', 'low_sale', 'high_rating', 'low_rating', 'trust_you'] as const;

/** "lat,lng" to the API's `address[latitude]`/`address[longitude]`; nothing for the default (whole map) or junk. */
export function addressParams(location: string | undefined): Record<string, number> {
  if (!location || location === DEFAULT_LOCATION_STRING) return {};
  const [lat, lng] = location.split(',').map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return {};
  return { 'address[latitude]': lat, 'address[longitude]': lng };
}

/** Parses what a user typed as "lat, lng"; null when it is not a point on Earth. */
export function parsePoint(lat: string, lng: string): string | null {
  const a = Number(lat.trim());
  const b = Number(lng.trim());
  if (!lat.trim() || !lng.trim() || !Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return `${a},${b}`;
}

/**
 * Query parameters of `rest/shops/paginate` from the filter slice (spec §3): a category and "newest" exclude
 * each other; "newest" wins over a chosen sort; toggles are sent only when on.
 */
export function shopListParams(type: ShopType, filter: FilterState, location: string | undefined, perPage: number): Record<string, string | number> {
  const params: Record<string, string | number> = { type, perPage, ...addressParams(location) };
  if (filter.category_id != null && !filter.newest) params.category_id = filter.category_id;
  const order = filter.newest ? 'new' : filter.order_by;
  if (order && (ORDER_BY as readonly string[]).includes(order)) params.order_by = order;
  if (filter.group.free_delivery) params.free_delivery = 1;
  if (filter.group.open) params.open = 1;
  if (filter.group.deals) params.deals = 1;
  return params;
}

/** How many filters are on (for "clear all"). */
export function activeFilterCount(filter: FilterState): number {
  return [filter.category_id != null, filter.newest, Boolean(filter.order_by), Boolean(filter.group.free_delivery), Boolean(filter.group.open), Boolean(filter.group.deals)].filter(Boolean).length;
}
