import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import type { FilterState } from '@/ui/store/slices/filter';
import { nextPageParam } from '../content/pagination';
import { getJson, type Http } from '../http/json';
import type { Banner, Category, ShopItem, Story } from '../types/api';
import { addressParams, shopListParams, type ShopType } from './params';

/** The browse reads (contract §3.2–3.4); the same options run on the server (prefetch) and in the browser. */
export const SHOPS_PER_PAGE = 8;

export const homeKeys = {
  shops: (locale: string, type: ShopType, params: Record<string, string | number>) => ['shops', 'list', locale, type, params] as const,
  categories: (locale: string) => ['categories', 'shop', locale] as const,
  banners: (locale: string, kind: 'banners' | 'ads', location: string) => ['banners', kind, locale, location] as const,
  stories: (locale: string, location: string) => ['stories', locale, location] as const,
  recommended: (locale: string, location: string) => ['shops', 'recommended', locale, location] as const,
  zone: (location: string) => ['zone', location] as const,
};

/**
 * What a shop card (and the liked copy made from it, liked/merge.ts) shows: the page data carries these rows, in
 * every language, so tags, hours, location and texts no card shows stay on the shop's own page.
 */
export function cardOfShop(shop: ShopItem): ShopItem {
  const { id, uuid, type, logo_img, background_img, open, rating_avg, delivery_time, price, price_per_km, delivery_fee, translation } = shop;
  return { id, uuid, type, logo_img, background_img, open, rating_avg, delivery_time, price, price_per_km, delivery_fee, translation: translation && { id: translation.id, locale: translation.locale, title: translation.title } };
}

export const shopsQuery = (http: Http, locale: string, type: ShopType, filter: FilterState, location: string | undefined) => {
  const params = shopListParams(type, filter, location, SHOPS_PER_PAGE);
  return infiniteQueryOptions({
    queryKey: homeKeys.shops(locale, type, params),
    queryFn: async ({ pageParam }) => {
      const page = await getJson<Paginate<ShopItem>>(http, 'rest/shops/paginate', { ...params, page: pageParam });
      return { ...page, data: (page.data ?? []).map(cardOfShop) };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
};

export const categoriesQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: homeKeys.categories(locale),
    queryFn: async () =>
      // Only what a round or a tile shows (the page data carries these rows).
      ((await getJson<Paginate<Category>>(http, 'rest/categories/paginate', { type: 'shop', perPage: 30 })).data ?? []).map(
        ({ id, uuid, type, img, translation }): Category => ({ id, uuid, type, img, translation: translation && { id: translation.id, locale: translation.locale, title: translation.title } }),
      ),
  });

/** Banners ("special offers", not by place) or ads (by the chosen place): the same shape. */
export const bannersQuery = (http: Http, locale: string, kind: 'banners' | 'ads', location: string) =>
  queryOptions({
    queryKey: homeKeys.banners(locale, kind, kind === 'ads' ? location : ''),
    queryFn: async () => {
      const rows = (await getJson<Paginate<Banner>>(http, kind === 'ads' ? 'rest/banners-ads' : 'rest/banners/paginate', { perPage: 6, ...(kind === 'ads' ? addressParams(location) : {}) })).data ?? [];
      // Only what a card shows (the page data carries these rows).
      return rows.map(({ id, img, translation }) => ({ id, img, translation: { title: translation?.title, description: translation?.description } }) as Banner);
    },
  });

export const storiesQuery = (http: Http, locale: string, location: string) =>
  queryOptions({
    queryKey: homeKeys.stories(locale, location),
    queryFn: async () => {
      const rows = await getJson<Story[][]>(http, 'rest/stories/paginate', { perPage: 12, ...addressParams(location) });
      // A round shows the first story of each shop (its media URL marks it seen): keep just that (the page data carries these rows).
      return Array.isArray(rows)
        ? rows.filter((group) => Array.isArray(group) && group.length > 0).map(([{ shop_id, shop_type, logo_img, title, url }]) => [{ shop_id, shop_type, logo_img, title, url }])
        : [];
    },
  });

/** What a round (logo and name) of the recommended row needs: the page data carries no more than that. */
export type RecommendedShop = Pick<ShopItem, 'id' | 'type' | 'logo_img'> & { translation?: { title?: string } };

export const recommendedQuery = (http: Http, locale: string, location: string) =>
  queryOptions({
    queryKey: homeKeys.recommended(locale, location),
    queryFn: async (): Promise<RecommendedShop[]> => {
      const shops = (await getJson<SuccessResponse<ShopItem[]>>(http, 'rest/shops/recommended', addressParams(location))).data ?? [];
      return shops.slice(0, 12).map(({ id, type, logo_img, translation }) => ({ id, type, logo_img, translation: { title: translation?.title } }));
    },
  });

/** true when some shop delivers to the point; false on the API's 400 (no zone). The default point is not checked. */
export const zoneQuery = (http: Http, location: string) =>
  queryOptions({
    queryKey: homeKeys.zone(location),
    // Known without asking: no state change after hydration, which would re-render the page above its sections.
    initialData: 'address[latitude]' in addressParams(location) ? undefined : true,
    queryFn: async () => {
      const params = addressParams(location);
      if (!('address[latitude]' in params)) return true;
      try {
        await getJson(http, 'rest/shop/delivery-zone/check/distance', params);
        return true;
      } catch (failure) {
        if ((failure as { status?: number }).status === 400) return false;
        throw failure;
      }
    },
  });
