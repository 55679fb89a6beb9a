import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../src/server/db/schema';
import { sqlRows, startTestApi, type TestApi } from './harness';
import { expectPaginate } from './paginate-expect';

/** The catalogue around the menus: categories, brands, banners, ads and stories (rest/*). */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path);
const rows = <T>(query: string) => sqlRows<T>(api, sql.raw(query));
const num = async (query: string) => Number((await rows<{ n: string | number }>(query))[0].n);

describe('categories and brands', () => {
  it('pages active root categories of a type with their children', async () => {
    const res = await get('/rest/categories/paginate?perPage=100&lang=ar');
    expect(res.status).toBe(200);
    expectPaginate(res.body, 1, 100, '/api/v1/rest/categories/paginate');
    expect(res.body.meta.total).toBe(await num(`select count(*) as n from categories where type = 'main' and parent_id is null and active`));
    for (const c of res.body.data) {
      expect(c).toMatchObject({ uuid: expect.any(String), parent_id: 0, type: 'main', input: expect.any(Number), translation: { locale: 'ar' } });
      for (const k of c.children) expect(k).toMatchObject({ parent_id: c.id, translation: { locale: 'ar' } });
    }
    expect(res.body.data.some((c: any) => c.children.length > 0)).toBe(true);
    for (const type of ['shop', 'receipt']) {
      const other = await get(`/rest/categories/paginate?type=${type}`);
      expect(other.body.meta.total).toBeGreaterThan(0);
      for (const c of other.body.data) expect(c.type).toBe(type);
    }
    expect((await get('/rest/categories/paginate?type=career')).status).toBe(400);
  });

  it('shows one category with its children; 404 unknown, 400 malformed', async () => {
    const list = await get('/rest/categories/paginate?lang=fr');
    const first = list.body.data[0];
    const one = await get(`/rest/categories/${first.uuid}?lang=fr`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    expect((await get('/rest/categories/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/rest/categories/abc')).body.params.uuid).toBeTruthy();
  });

  it('pages brands with product counts, within a shop or a category', async () => {
    const all = await get('/rest/brands/paginate?perPage=100');
    expect(all.status).toBe(200);
    expectPaginate(all.body, 1, 100, '/api/v1/rest/brands/paginate');
    expect(all.body.meta.total).toBe(await num(`select count(*) as n from brands where active`));
    const counts = await rows<{ id: number; n: number }>(
      `select b.id, count(p.id) as n from brands b left join products p on p.brand_id = b.id and p.status = 'published' and p.active and not p.addon group by b.id`,
    );
    for (const b of all.body.data) {
      expect(b).toMatchObject({ uuid: expect.any(String), title: expect.any(String) });
      expect(b.products_count).toBe(Number(counts.find((c) => c.id === b.id)!.n));
    }
    const inShop = await get('/rest/brands/paginate?shop_id=1&perPage=100');
    const shopCounts = await rows<{ brand_id: number; n: number }>(
      `select brand_id, count(*) as n from products where shop_id = 1 and brand_id is not null and status = 'published' and active and not addon group by 1`,
    );
    expect(inShop.body.data.map((b: any) => [b.id, b.products_count]).sort()).toEqual(shopCounts.map((c) => [c.brand_id, Number(c.n)]).sort());
    const [cat] = await rows<{ parent_id: number }>(`select c.parent_id from categories c join products p on p.category_id = c.id where p.brand_id is not null limit 1`);
    const inCat = await get(`/rest/brands/paginate?category_id=${cat.parent_id}`);
    expect(inCat.body.meta.total).toBeGreaterThan(0);
    expect(inCat.body.meta.total).toBeLessThan(all.body.meta.total);
  });
});

describe('banners, ads and stories', () => {
  it('pages active banners with translations', async () => {
    const res = await get('/rest/banners/paginate?perPage=100&lang=ar');
    expect(res.status).toBe(200);
    expectPaginate(res.body, 1, 100, '/api/v1/rest/banners/paginate');
    expect(res.body.meta.total).toBe(await num(`select count(*) as n from banners where type = 'banner' and active`));
    for (const b of res.body.data) {
      expect(b).toMatchObject({ id: expect.any(Number), img: expect.any(String), active: true, clickable: true, type: 'banner', likes: expect.any(Number) });
      expect(b.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
      expect(b.translation).toMatchObject({ locale: 'ar', title: expect.any(String), description: expect.any(String), button_text: expect.any(String) });
    }
    const id = res.body.data[0].id;
    await api.ctx.db.update(banners).set({ active: false }).where(eq(banners.id, id));
    try {
      const after = await get('/rest/banners/paginate?perPage=100');
      expect(after.body.data.map((b: any) => b.id)).not.toContain(id);
      expect((await get(`/rest/banners/${id}`)).status).toBe(404);
    } finally {
      await api.ctx.db.update(banners).set({ active: true }).where(eq(banners.id, id));
    }
  });

  it('shows a banner with a page of its shops and their count', async () => {
    const [b] = await rows<{ id: number; n: number }>(`select banner_id as id, count(*) as n from banner_shops bs join banners b on b.id = bs.banner_id where b.type = 'banner' group by 1 order by 2 desc, 1 limit 1`);
    const res = await get(`/rest/banners/${b.id}?perPage=1&lang=fr`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: b.id, type: 'banner', shops_count: Number(b.n), translation: { locale: 'fr' } });
    expect(res.body.data.shops).toHaveLength(1);
    expect(res.body.data.shops[0]).toMatchObject({ id: expect.any(Number), logo_img: expect.any(String), rating_avg: expect.any(Number), translation: { locale: 'fr', title: expect.any(String) } });
    const page2 = await get(`/rest/banners/${b.id}?perPage=1&page=2`);
    expect(page2.body.data.shops[0].id).not.toBe(res.body.data.shops[0].id);
    expect((await get('/rest/banners/999999')).status).toBe(404);
  });

  it('lists and shows ads apart from banners', async () => {
    const res = await get('/rest/banners-ads?perPage=100&address[latitude]=38.9&address[longitude]=-77.03');
    expect(res.status).toBe(200);
    expectPaginate(res.body, 1, 100, '/api/v1/rest/banners-ads');
    expect(res.body.meta.total).toBe(await num(`select count(*) as n from banners where type = 'ads' and active`));
    for (const a of res.body.data) expect(a.type).toBe('ads');
    const ad = res.body.data[0];
    const one = await get(`/rest/banners-ads/${ad.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: ad.id, img: ad.img, translation: ad.translation, shops_count: expect.any(Number) });
    expect(one.body.data.shops.length).toBe(Math.min(10, one.body.data.shops_count));
    expect((await get(`/rest/banners/${ad.id}`)).status).toBe(404);
    const banner = (await get('/rest/banners/paginate')).body.data[0];
    expect((await get(`/rest/banners-ads/${banner.id}`)).status).toBe(404);
  });

  it('answers stories as a bare array with one array per shop, for 24 hours', async () => {
    const res = await get('/rest/stories/paginate?perPage=100&lang=ar');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(1);
    const expected = await num(
      `select count(*) as n from stories st join products p on p.id = st.product_id where st.active and p.status = 'published' and p.active and st.created_at > now() - interval '24 hours'`,
    );
    expect(res.body.flat().length).toBe(expected);
    const shopIds = res.body.map((g: any[]) => g[0].shop_id);
    expect(new Set(shopIds).size).toBe(shopIds.length);
    // Each group says which page its shop lives on: grocery stories link to /shop/{id}, not /restaurant/{id}.
    const types = await rows<{ id: number; type: string }>(`select id, type from shops where id in (${shopIds.join(',')})`);
    for (const group of res.body) expect(group[0].shop_type).toBe(types.find((t) => t.id === group[0].shop_id)?.type);
    expect(new Set(res.body.map((g: any[]) => g[0].shop_type))).toEqual(new Set(['restaurant', 'shop']));
    for (const group of res.body) {
      for (const s of group) {
        expect(s).toMatchObject({ shop_id: group[0].shop_id, title: expect.any(String), firstname: expect.any(String), product_uuid: expect.any(String), product_title: expect.any(String), url: expect.any(String) });
        expect(s.created_at).toMatch(/Z$/);
      }
    }
    expect(/[\u0600-\u06FF]/.test(res.body[0][0].product_title)).toBe(true);
    expect(await get('/rest/stories/paginate?perPage=1').then((r) => r.body.length)).toBe(1);
    api.clock.advance(25 * 3_600_000);
    try {
      const later = await get('/rest/stories/paginate');
      expect(later.status).toBe(200);
      expect(later.body).toEqual([]);
    } finally {
      api.clock.advance(-25 * 3_600_000);
    }
  });
});
