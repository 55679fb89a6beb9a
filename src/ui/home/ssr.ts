import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import type { Http } from '../http/json';
import { initialFilterState } from '../store/slices/filter';
import type { ShopType } from './params';
import { bannersQuery, categoriesQuery, recommendedQuery, shopsQuery, storiesQuery } from './queries';

/**
 * Server prefetch of the browse pages: the first page of each list (default filters and location, as the
 * client store starts), so the server HTML has the shop names.
 */
export function prefetchList(type: ShopType) {
  return (qc: QueryClient, http: Http, locale: string) =>
    Promise.all([qc.prefetchInfiniteQuery(shopsQuery(http, locale, type, initialFilterState, DEFAULT_LOCATION_STRING)), qc.prefetchQuery(categoriesQuery(http, locale))]);
}

/**
 * Every section of the home comes with the page (rows are slimmed to what their cards show): a section read
 * in the browser would appear late and push the rest down, and would wake the page up again after load.
 */
export function prefetchHome(qc: QueryClient, http: Http, locale: string) {
  const at = DEFAULT_LOCATION_STRING;
  return Promise.all([
    prefetchList('restaurant')(qc, http, locale),
    qc.prefetchInfiniteQuery(shopsQuery(http, locale, 'shop', initialFilterState, at)),
    qc.prefetchQuery(bannersQuery(http, locale, 'banners', at)),
    qc.prefetchQuery(bannersQuery(http, locale, 'ads', at)),
    qc.prefetchQuery(storiesQuery(http, locale, at)),
    qc.prefetchQuery(recommendedQuery(http, locale, at)),
  ]);
}

/** The home of a UI variant (`?v=` or ui_type): all variants show the same sections in other orders. */
export function prefetchHomeVariant(_variant: number) {
  return prefetchHome;
}
