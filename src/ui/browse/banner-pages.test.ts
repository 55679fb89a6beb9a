import { describe, expect, it } from 'vitest';
import { nextPageParam } from '../content/pagination';
import { bannerBase, bannerPage } from './banner-pages';

const shop = (id: number) => ({ id, uuid: `u${id}` });

describe('banner shop pages', () => {
  it('wraps the banner answer as a paginate page and keeps the banner', () => {
    const page = bannerPage({ id: 4, img: '/x.webp', translation: { title: 'Pizza night' }, shops: [shop(1), shop(2)], shops_count: 5 }, 1, 2);
    expect(page.banner).toEqual({ id: 4, img: '/x.webp', translation: { title: 'Pizza night' } });
    expect(page.data.map((s) => s.id)).toEqual([1, 2]);
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 3, total: 5, from: 1, to: 2 });
    expect(nextPageParam(page)).toBe(2);
  });

  it('stops after the last page, also without shops or a count', () => {
    expect(nextPageParam(bannerPage({ id: 1, shops: [shop(5)], shops_count: 5 }, 3, 2))).toBeUndefined();
    const empty = bannerPage({ id: 1 }, 1, 12);
    expect(empty.meta).toMatchObject({ last_page: 1, total: 0, from: null, to: null });
    expect(nextPageParam(empty)).toBeUndefined();
  });

  it('links promotions and ads to their own pages', () => {
    expect(bannerBase('banners')).toBe('/promotion');
    expect(bannerBase('ads')).toBe('/ads');
  });
});
