import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import type { Http } from '../http/json';
import { initialFilterState } from '../store/slices/filter';
import type { ShopType } from './params';
import { bannersQuery, categoriesQuery, recommendedQuery, shopsQuery, storiesQuery } from './queries';

/**
 * Server prefetch of the browse pages: the first page of each list (default filters and location, as the
 * client store starts) and the banners, so the server HTML has the shop names. Stories, ads and the recommended row load in
 * the browser (they would double the page data).
 */
export function prefetchList(type: ShopType) {
  return (qc: QueryClient, http: Http, locale: string) =>
    Promise.all([qc.prefetchInfiniteQuery(shopsQuery(http, locale, type, initialFilterState, DEFAULT_LOCATION_STRING)), qc.prefetchQuery(categoriesQuery(http, locale))]);
}

export function prefetchHome(qc: QueryClient, http: Http, locale: string) {
  const at = DEFAULT_LOCATION_STRING;
  return Promise.all([
    prefetchList('restaurant')(qc, http, locale),
    qc.prefetchInfiniteQuery(shopsQuery(http, locale, 'shop', initialFilterState, at)),
    qc.prefetchQuery(bannersQuery(http, locale, 'banners', at)),
  ]);
}

/**
 * The home of a UI variant: variant 1's reads plus what the variant shows right under the hero (stories and
 * recommended places, the band of 3), so its first screen is in the server HTML. Ads sit lower: the browser
 * reads them, which keeps the page data under Next's 128 kB warning.
 */
export function prefetchHomeVariant(variant: number) {
  return (qc: QueryClient, http: Http, locale: string) => {
    const at = DEFAULT_LOCATION_STRING;
    const extra: Array<Promise<unknown>> = [];
    if (variant === 3) extra.push(qc.prefetchQuery(storiesQuery(http, locale, at)), qc.prefetchQuery(recommendedQuery(http, locale, at)));
    return Promise.all([prefetchHome(qc, http, locale), ...extra]);
  };
}
