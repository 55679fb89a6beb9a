import type { Paginate } from '@/contract/envelope';
import type { Banner, ShopItem } from '../types/api';

/** Promotions are `banners`, ads are `banners-ads`: the same shape, their own routes and pages. */
export type BannerKind = 'banners' | 'ads';

/** `rest/banners/{id}` and `rest/banners-ads/{id}`: the banner with one page of its shops and their total. */
export interface BannerWithShops extends Banner {
  shops?: ShopItem[];
  shops_count?: number;
}

/** One page of a banner's shops in the paginate shape, so infinite lists stop the same way everywhere. */
export interface BannerPage extends Paginate<ShopItem> {
  banner: Banner;
}

/** Wraps one `banners/{id}` answer as page `page` of its shops; the banner itself rides along. */
export function bannerPage(data: BannerWithShops, page: number, perPage: number): BannerPage {
  const { shops = [], shops_count, ...banner } = data;
  const total = Math.max(shops_count ?? shops.length, 0);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = shops.length ? (page - 1) * perPage + 1 : null;
  return {
    banner,
    data: shops,
    links: { first: '', last: '', prev: null, next: null },
    meta: { current_page: page, from, last_page: lastPage, path: '', per_page: perPage, to: from === null ? null : from + shops.length - 1, total, links: [] },
  };
}

/** Base path of a banner's own page. */
export const bannerBase = (kind: BannerKind) => (kind === 'ads' ? '/ads' : '/promotion');
