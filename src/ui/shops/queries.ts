import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { getJson, type Http } from '../http/json';
import { nextPageParam } from '../content/pagination';
import type { Branch, Brand, Product, Review, Shop, ShopMenu } from '../types/api';
import { branchList } from './branch-data';
import { menuPage } from './menu-data';

/** The shop page's reads (contract §3.2–3.3), shared by the server prefetch and the browser so keys match. */

export const REVIEWS_PER_PAGE = 4;

export interface MenuFilter {
  categoryId?: number;
  brandId?: number;
}

export const shopKeys = {
  shop: (locale: string, id: string) => ['shop', locale, id] as const,
  menu: (locale: string, id: string, filter: MenuFilter) => ['shop', locale, id, 'menu', filter.categoryId ?? 0, filter.brandId ?? 0] as const,
  product: (locale: string, uuid: string) => ['product', locale, uuid] as const,
  reviews: (locale: string, id: string) => ['shop', locale, id, 'reviews'] as const,
  branches: (locale: string, id: string) => ['shop', locale, id, 'branches'] as const,
  brands: (locale: string, id: string) => ['shop', locale, id, 'brands'] as const,
  working: (id: string) => ['shop', id, 'working'] as const,
};

const single = async <T>(http: Http, url: string, params?: Record<string, unknown>) => (await getJson<SuccessResponse<T>>(http, url, params)).data;

export const shopQuery = (http: Http, locale: string, id: string) =>
  queryOptions({ queryKey: shopKeys.shop(locale, id), queryFn: () => single<Shop>(http, `rest/shops/${encodeURIComponent(id)}`) });

/** The whole menu as the API sends it (the server builds the JSON-LD from it). */
export const fetchMenu = (http: Http, id: string, filter: MenuFilter = {}) =>
  single<ShopMenu>(http, `rest/shops/${encodeURIComponent(id)}/products`, { category_id: filter.categoryId, 'brand_ids[0]': filter.brandId });

/** The menu cut to what the page shows (menu-data.ts), the same in the server's page data and in the browser. */
export const menuQuery = (http: Http, locale: string, id: string, filter: MenuFilter = {}) =>
  queryOptions({ queryKey: shopKeys.menu(locale, id, filter), queryFn: async () => menuPage(await fetchMenu(http, id, filter)) });

export const productQuery = (http: Http, locale: string, uuid: string) =>
  queryOptions({ queryKey: shopKeys.product(locale, uuid), queryFn: () => single<Product>(http, `rest/products/${encodeURIComponent(uuid)}`) });

export const reviewsQuery = (http: Http, locale: string, id: string) =>
  infiniteQueryOptions({
    queryKey: shopKeys.reviews(locale, id),
    queryFn: ({ pageParam }) => getJson<Paginate<Review>>(http, `rest/shops/${encodeURIComponent(id)}/reviews`, { page: pageParam, perPage: REVIEWS_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** The shop's branches cut to what the pages show (branch-data.ts), the same in the page data and in the browser. */
export const branchesQuery = (http: Http, locale: string, id: string) =>
  queryOptions({
    queryKey: shopKeys.branches(locale, id),
    queryFn: async () => branchList((await getJson<Paginate<Branch>>(http, 'rest/branches', { shop_id: id, perPage: 20 })).data ?? []),
  });

export const brandsQuery = (http: Http, locale: string, id: string) =>
  queryOptions({ queryKey: shopKeys.brands(locale, id), queryFn: () => getJson<Paginate<Brand>>(http, 'rest/brands/paginate', { shop_id: id, perPage: 30 }) });

/** Whether the shop works now (the server decides, in UTC). */
export const workingQuery = (http: Http, id: string) =>
  queryOptions({ queryKey: shopKeys.working(id), queryFn: () => single<boolean>(http, `rest/shop-working-check/${encodeURIComponent(id)}`), staleTime: 60_000 });
