import { queryOptions } from '@tanstack/react-query';
import type { Paginate } from '@/contract/envelope';
import { getJson, type Http } from '../http/json';
import type { ProductHit, ShopItem } from '../types/api';
import { normalizeTerm, shouldSuggest } from './suggest';

/** Shop and product search (contract §3.2, §3.3), keyed by the normalized term. */
export const shopSearchQuery = (http: Http, locale: string, term: string, perPage = 5) =>
  queryOptions({
    queryKey: ['search', 'shops', locale, normalizeTerm(term), perPage] as const,
    queryFn: async () => (await getJson<Paginate<ShopItem>>(http, 'rest/shops/search', { search: normalizeTerm(term), perPage })).data ?? [],
    enabled: shouldSuggest(term),
  });

export const productSearchQuery = (http: Http, locale: string, term: string, perPage = 5) =>
  queryOptions({
    queryKey: ['search', 'products', locale, normalizeTerm(term), perPage] as const,
    queryFn: async () => (await getJson<Paginate<ProductHit>>(http, 'rest/products/search', { search: normalizeTerm(term), perPage })).data ?? [],
    enabled: shouldSuggest(term),
  });
