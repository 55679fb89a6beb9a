import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, startTestApi, type TestApi } from './harness';

/** `brand_id` on the shop list (our addition for the /brands page): shops that sell that brand. */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const rows = <T>(query: string) => sqlRows<T>(api, sql.raw(query));
const SELLABLE = `p.status = 'published' and p.active and not p.addon`;
const ids = (res: { body: any }): number[] => res.body.data.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b);

describe('shops paginate by brand', () => {
  it('keeps exactly the approved shops with sellable products of the brand', async () => {
    const brands = await rows<{ brand_id: number }>(`select distinct p.brand_id from products p where p.brand_id is not null and ${SELLABLE} order by 1`);
    expect(brands.length).toBeGreaterThan(1);
    for (const { brand_id } of brands.slice(0, 4)) {
      const expected = (
        await rows<{ id: number }>(
          `select s.id from shops s where s.status = 'approved' and exists (select 1 from products p where p.shop_id = s.id and p.brand_id = ${brand_id} and ${SELLABLE}) order by 1`,
        )
      ).map((r) => Number(r.id));
      const res = await api.call('GET', `/rest/shops/paginate?perPage=100&brand_id=${brand_id}`);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual(expected);
      expect(res.body.meta.total).toBe(expected.length);
    }
  });

  it('combines with the type filter and answers an empty page for a brand nobody sells', async () => {
    const [{ brand_id }] = await rows<{ brand_id: number }>(`select p.brand_id from products p where p.brand_id is not null and ${SELLABLE} limit 1`);
    const shops = await api.call('GET', `/rest/shops/paginate?perPage=100&brand_id=${brand_id}&type=shop`);
    expect(shops.body.data.every((s: { type: string }) => s.type === 'shop')).toBe(true);
    const none = await api.call('GET', '/rest/shops/paginate?brand_id=999999');
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
  });

  it('rejects a malformed brand id with 400 and the field', async () => {
    for (const bad of ['abc', '0', '-3']) {
      const res = await api.call('GET', `/rest/shops/paginate?brand_id=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.params).toHaveProperty('brand_id');
    }
  });
});
