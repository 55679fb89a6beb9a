import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { nextPageParam } from '../content/pagination';
import { addressParams } from '../home/params';
import { getJson, type Http } from '../http/json';
import type { Banner, Brand, Category, ShopItem } from '../types/api';
import { bannerPage, type BannerKind, type BannerWithShops } from './banner-pages';

/**
 * Reads of the category, brand, promotion and ads pages (contract §3.3–3.4). The same options run on the
 * server (prefetch) and in the browser, so the keys match and the first paint needs no client fetch.
 */
export const BROWSE_PER_PAGE = 12;

/** `rest/categories/{uuid}`: a category whose translation may carry a description (shop-category header). */
export type CategoryDetail = Category & { translation?: Category['translation'] & { description?: string } };

export const browseKeys = {
  category: (locale: string, uuid: string) => ['browse', 'category', locale, uuid] as const,
  shops: (locale: string, params: Record<string, string | number>) => ['browse', 'shops', locale, params] as const,
  banner: (locale: string, kind: BannerKind, id: string) => ['browse', kind, locale, id] as const,
  banners: (locale: string, kind: BannerKind, params: Record<string, string | number>) => ['browse', kind, 'list', locale, params] as const,
  brands: (locale: string) => ['browse', 'brands', locale] as const,
};

export const categoryQuery = (http: Http, locale: string, uuid: string) =>
  queryOptions({
    queryKey: browseKeys.category(locale, uuid),
    queryFn: async () => (await getJson<SuccessResponse<CategoryDetail>>(http, `rest/categories/${encodeURIComponent(uuid)}`, { active: 1, status: 'published' })).data,
  });

/** Shops (both kinds) narrowed by a filter of `rest/shops/paginate`, at the chosen place. */
export const filteredShopsQuery = (http: Http, locale: string, filter: { category_id?: number; brand_id?: number; verify?: 1 }, location: string) => {
  const params: Record<string, string | number> = { perPage: BROWSE_PER_PAGE, ...filter, ...addressParams(location) };
  return infiniteQueryOptions({
    queryKey: browseKeys.shops(locale, params),
    queryFn: ({ pageParam }) => getJson<Paginate<ShopItem>>(http, 'rest/shops/paginate', { ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
};

const bannerPath = (kind: BannerKind, id: string) => `${kind === 'ads' ? 'rest/banners-ads' : 'rest/banners'}/${encodeURIComponent(id)}`;

/** One banner or ad with its promoted shops, page by page (`data.shops`, `data.shops_count`). */
export const bannerQuery = (http: Http, locale: string, kind: BannerKind, id: string) =>
  infiniteQueryOptions({
    queryKey: browseKeys.banner(locale, kind, id),
    queryFn: async ({ pageParam }) => {
      const res = await getJson<SuccessResponse<BannerWithShops>>(http, bannerPath(kind, id), { page: pageParam, perPage: BROWSE_PER_PAGE });
      return bannerPage(res.data, pageParam, BROWSE_PER_PAGE);
    },
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

/** Every active banner (promotions) or ad (by place), page by page. */
export const bannerListQuery = (http: Http, locale: string, kind: BannerKind, location: string) => {
  const params: Record<string, string | number> = { perPage: BROWSE_PER_PAGE, ...(kind === 'ads' ? addressParams(location) : {}) };
  return infiniteQueryOptions({
    queryKey: browseKeys.banners(locale, kind, params),
    queryFn: ({ pageParam }) => getJson<Paginate<Banner>>(http, kind === 'ads' ? 'rest/banners-ads' : 'rest/banners/paginate', { ...params, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
};

/** Brands with products on sale (a short list: one page of up to 100). */
export const brandsQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: browseKeys.brands(locale),
    queryFn: async () => (await getJson<Paginate<Brand>>(http, 'rest/brands/paginate', { perPage: 100 })).data ?? [],
  });
