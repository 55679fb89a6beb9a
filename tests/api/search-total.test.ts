import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows, startTestApi, type TestApi } from './harness';

/**
 * Product search counts its total only up to SEARCH_TOTAL_CAP matches past the asked page (ADR 0016, docs/api.md):
 * a cap of 3 here stands in for the default 200 against a catalogue of a million products.
 */
let api: TestApi;
const CAP = 3;
beforeAll(async () => {
  api = await startTestApi({ searchTotalCap: CAP });
});
afterAll(() => api.close());

const search = (term: string, page: number, perPage: number) =>
  api.call('GET', `/rest/products/search?search=${encodeURIComponent(term)}&lang=en&perPage=${perPage}&page=${page}`);

/** The exact number of matches, as the route counted it before the cap. */
async function exactMatches(term: string): Promise<number> {
  const [row] = await sqlRows<{ n: string | number }>(api, sql`select count(*) as n from products p
    join shops sh on sh.id = p.shop_id and sh.status = 'approved'
    where p.status = 'published' and p.active and not p.addon
      and exists (select 1 from stocks s where s.product_id = p.id and not s.addon and s.quantity > 0)
      and exists (select 1 from product_translations t where t.product_id = p.id and t.locale = 'en' and t.title ilike ${`%${term}%`})`);
  return Number(row.n);
}

describe('product search total at scale: counted up to a cap past the page', () => {
  it('stops counting a common word at the cap, as a lower bound that still leaves a next page', async () => {
    const exact = await exactMatches('a');
    expect(exact).toBeGreaterThan(20);
    const first = await search('a', 1, 5);
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ total: 5 + CAP, total_exact: false, last_page: 2, current_page: 1 });
    expect(first.body.links.next).toContain('page=2');
    const second = await search('a', 2, 5);
    expect(second.body.meta).toMatchObject({ total: 10 + CAP, total_exact: false, last_page: 3 });
  });

  it('pages through every match by following last_page, ending on the exact total', async () => {
    const exact = await exactMatches('a');
    const seen = new Set<number>();
    let meta: { current_page: number; last_page: number; total: number; total_exact: boolean } | undefined;
    for (let page = 1; !meta || meta.current_page < meta.last_page; page++) {
      const res = await search('a', page, 25);
      expect(res.status).toBe(200);
      for (const p of res.body.data) seen.add(p.id);
      meta = res.body.meta;
      expect(page).toBeLessThan(100);
    }
    expect(seen.size).toBe(exact);
    expect(meta).toMatchObject({ total: exact, total_exact: true });
  });

  it('gives small result sets their exact total', async () => {
    const exact = await exactMatches('cheeseburger');
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThanOrEqual(5 + CAP);
    const res = await search('cheeseburger', 1, 5);
    expect(res.body.meta).toMatchObject({ total: exact, total_exact: true, last_page: Math.ceil(exact / 5) });
    const none = await search('no such dish anywhere', 1, 5);
    expect(none.body.meta).toMatchObject({ total: 0, total_exact: true, last_page: 1 });
  });
});
