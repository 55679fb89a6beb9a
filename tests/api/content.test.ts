import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, blogTranslations, pages } from '../../src/server/db/schema';
import { countStatements, sqlRows, startTestApi, type TestApi } from './harness';
import { expectPaginate } from './paginate-expect';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const get = (path: string) => api.call('GET', path);

async function visibleCount(table: string, where: string): Promise<number> {
  const [row] = await sqlRows<{ n: string | number }>(api, sql.raw(`select count(*) as n from ${table} where ${where}`));
  return Number(row.n);
}

describe('blogs', () => {
  it('lists published active blog posts newest first in the paginate envelope', async () => {
    const res = await get('/rest/blogs/paginate?perPage=100&lang=en');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expectPaginate(res.body, 1, 100, '/api/v1/rest/blogs/paginate');
    const expected = await visibleCount('blogs', `type = 'blog' and active and published_at <= now()`);
    expect(expected).toBeGreaterThan(1);
    expect(res.body.meta.total).toBe(expected);
    const items = res.body.data;
    for (const b of items) {
      expect(b).toMatchObject({ id: expect.any(Number), uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'blog', active: true });
      expect(b.published_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
      expect(b.translation).toMatchObject({ id: expect.any(Number), locale: 'en', title: expect.any(String) });
    }
    const dates = items.map((b: { published_at: string }) => b.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages with next/prev links that keep the other parameters', async () => {
    const first = await get('/rest/blogs/paginate?perPage=1&type=blog&lang=en');
    expectPaginate(first.body, 1, 1, '/api/v1/rest/blogs/paginate');
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta.last_page).toBe(first.body.meta.total);
    expect(first.body.links.next).toContain('page=2');
    expect(first.body.links.next).toContain('perPage=1');
    expect(first.body.links.next).toContain('lang=en');
    const second = await get('/rest/blogs/paginate?perPage=1&page=2');
    expectPaginate(second.body, 2, 1, '/api/v1/rest/blogs/paginate');
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    expect(second.body.meta.from).toBe(2);
    const beyond = await get('/rest/blogs/paginate?perPage=1&page=999');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.links.next).toBeNull();
  });

  it('lists news with type=notification', async () => {
    const res = await get('/rest/blogs/paginate?type=notification&active=1');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const b of res.body.data) expect(b.type).toBe('notification');
  });

  it('translates by lang and falls back to English', async () => {
    const en = await get('/rest/blogs/paginate?lang=en');
    const ar = await get('/rest/blogs/paginate?lang=ar');
    const de = await get('/rest/blogs/paginate?lang=de');
    expect(ar.body.data[0].id).toBe(en.body.data[0].id);
    expect(ar.body.data[0].translation.locale).toBe('ar');
    expect(ar.body.data[0].translation.title).not.toBe(en.body.data[0].translation.title);
    expect(de.body.data[0].translation).toEqual(en.body.data[0].translation);
  });

  it('shows one post by uuid, the latest post, and 404/400 for unknown or malformed uuids', async () => {
    const list = await get('/rest/blogs/paginate?lang=fr');
    const one = await get(`/rest/blogs/${list.body.data[0].uuid}?lang=fr`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ status: true, data: list.body.data[0] });
    expect(one.body.data.translation.description).toBeTruthy();
    const latest = await get('/rest/last-blog/show?lang=fr');
    expect(latest.status).toBe(200);
    expect(latest.body.data).toEqual(list.body.data[0]);
    const unknown = await get('/rest/blogs/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: false, statusCode: 'ERROR_404' });
    const bad = await get('/rest/blogs/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.params.uuid).toBeTruthy();
  });

  it('hides inactive and future posts from the list, by uuid and as the latest', async () => {
    const future = new Date(api.clock.now().getTime() + 86_400_000);
    const rows = await api.ctx.db
      .insert(blogs)
      .values([
        { type: 'blog', active: false, publishedAt: api.clock.now() },
        { type: 'blog', active: true, publishedAt: future },
      ])
      .returning();
    await api.ctx.db.insert(blogTranslations).values(rows.map((r) => ({ blogId: r.id, locale: 'en', title: `Hidden ${r.id}` })));
    try {
      const list = await get('/rest/blogs/paginate?perPage=100');
      const ids = list.body.data.map((b: { id: number }) => b.id);
      for (const r of rows) {
        expect(ids).not.toContain(r.id);
        expect((await get(`/rest/blogs/${r.uuid}`)).status).toBe(404);
      }
      expect(rows.map((r) => r.id)).not.toContain((await get('/rest/last-blog/show')).body.data.id);
      // Once its time comes, the scheduled post leads the list.
      api.clock.advance(2 * 86_400_000);
      const later = await get('/rest/blogs/paginate');
      expect(later.body.data[0].id).toBe(rows[1].id);
      expect(later.body.data[0].translation.title).toBe(`Hidden ${rows[1].id}`);
    } finally {
      api.clock.advance(-2 * 86_400_000);
      for (const r of rows) await api.ctx.db.delete(blogs).where(eq(blogs.id, r.id));
    }
  });
});

describe('careers and FAQ', () => {
  it('lists active careers with category and translation', async () => {
    const res = await get('/rest/careers/paginate?lang=en&active=1');
    expect(res.status).toBe(200);
    expectPaginate(res.body, 1, 10, '/api/v1/rest/careers/paginate');
    expect(res.body.meta.total).toBe(await visibleCount('careers', 'active'));
    expect(res.body.data.length).toBeGreaterThan(0);
    const withCategory = res.body.data.find((c: any) => c.category);
    expect(withCategory).toMatchObject({ category_id: withCategory.category.id, active: true });
    expect(withCategory.category.translation).toMatchObject({ locale: 'en', title: expect.any(String) });
    for (const c of res.body.data) expect(c.translation).toMatchObject({ locale: 'en', title: expect.any(String) });
  });

  it('shows one career, translated, and 404/400 for unknown or malformed ids', async () => {
    const list = await get('/rest/careers/paginate?lang=ar');
    const first = list.body.data[0];
    expect(first.translation.locale).toBe('ar');
    const one = await get(`/rest/careers/${first.id}?lang=ar`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
    expect((await get('/rest/careers/999999')).status).toBe(404);
    const bad = await get('/rest/careers/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.params.id).toBeTruthy();
  });

  it('lists active FAQ entries, filtered by type, translated', async () => {
    const res = await get('/rest/faqs/paginate?perPage=100&lang=es');
    expect(res.status).toBe(200);
    expectPaginate(res.body, 1, 100, '/api/v1/rest/faqs/paginate');
    expect(res.body.meta.total).toBe(await visibleCount('faqs', 'active'));
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const f of res.body.data) {
      expect(f).toMatchObject({ uuid: expect.any(String), type: expect.any(String), active: true });
      expect(f.translation).toMatchObject({ locale: 'es', question: expect.any(String), answer: expect.any(String) });
    }
    const type = res.body.data[0].type;
    const filtered = await get(`/rest/faqs/paginate?type=${type}`);
    expect(filtered.body.data.every((f: { type: string }) => f.type === type)).toBe(true);
    expect((await get('/rest/faqs/paginate?type=nothing_here')).body.meta.total).toBe(0);
  });
});

describe('pages, policy, terms, landing page', () => {
  it('lists the about sections in order with type=all_about', async () => {
    const res = await get('/rest/pages/paginate?type=all_about&perPage=10&lang=en');
    expect(res.status).toBe(200);
    expectPaginate(res.body, 1, 10, '/api/v1/rest/pages/paginate');
    const types = res.body.data.map((p: { type: string }) => p.type);
    const order = ['about', 'about_second', 'about_three', 'about_fourth'];
    expect(types.length).toBeGreaterThan(0);
    expect(types).toEqual(order.filter((t) => types.includes(t)));
    for (const p of res.body.data) expect(p.translation).toMatchObject({ locale: 'en', title: expect.any(String) });
    const delivery = await get('/rest/pages/paginate?type=delivery');
    expect(delivery.body.data.map((p: { type: string }) => p.type)).toEqual(['delivery']);
  });

  it('shows a page by type; 404 when absent, 400 for an unknown type', async () => {
    const about = await get('/rest/pages/about?lang=ar');
    expect(about.status).toBe(200);
    expect(about.body.data).toMatchObject({ type: 'about', active: true, translation: { locale: 'ar', title: expect.any(String) } });
    const delivery = await get('/rest/pages/delivery');
    expect(delivery.body.data.type).toBe('delivery');
    expect(delivery.body.data.buttons === undefined || typeof delivery.body.data.buttons === 'object').toBe(true);
    await api.ctx.db.update(pages).set({ active: false }).where(eq(pages.type, 'about_fourth'));
    try {
      expect((await get('/rest/pages/about_fourth')).status).toBe(404);
      const list = await get('/rest/pages/paginate?type=all_about');
      expect(list.body.data.map((p: { type: string }) => p.type)).not.toContain('about_fourth');
    } finally {
      await api.ctx.db.update(pages).set({ active: true }).where(eq(pages.type, 'about_fourth'));
    }
    const bad = await get('/rest/pages/contact');
    expect(bad.status).toBe(400);
    expect(bad.body.params.type).toBeTruthy();
    expect((await get('/rest/pages/paginate?type=contact')).status).toBe(400);
  });

  it('serves the privacy policy and the terms, translated', async () => {
    for (const path of ['/rest/policy', '/rest/term']) {
      const en = await get(`${path}?lang=en`);
      const ar = await get(`${path}?lang=ar`);
      expect(en.status).toBe(200);
      expect(en.body.data).toMatchObject({ id: expect.any(Number), translation: { locale: 'en', title: expect.any(String), description: expect.any(String) } });
      expect(ar.body.data.translation.locale).toBe('ar');
      expect(ar.body.data.id).toBe(en.body.data.id);
    }
  });

  it('serves the welcome landing page data and 404 for another', async () => {
    const res = await get('/rest/landing-pages/welcome');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: expect.any(Number), type: 'welcome', data: expect.any(Object) });
    expect(Object.keys(res.body.data.data).length).toBeGreaterThan(0);
    expect((await get('/rest/landing-pages/nothing')).status).toBe(404);
  });
});

describe('bad input and efficiency', () => {
  const lists = ['/rest/blogs/paginate', '/rest/careers/paginate', '/rest/faqs/paginate', '/rest/pages/paginate'];

  it('refuses bad page numbers with 400 naming the field', async () => {
    for (const path of lists) {
      for (const field of ['page', 'perPage']) {
        for (const value of ['0', '-1', 'abc', '1e9', ...(field === 'perPage' ? ['101'] : [])]) {
          const res = await get(`${path}?${field}=${encodeURIComponent(value)}`);
          expect(res.status, `${path} ${field}=${value}`).toBe(400);
          expect(res.body.params[field], `${path} ${field}=${value}`).toBeTruthy();
        }
      }
      expect((await get(`${path}?perPage=100`)).status).toBe(200);
      expect((await get(`${path}?perPage=1`)).status).toBe(200);
    }
  });

  it('answers SQL-ish and odd strings with 400 or 404, never 5xx, and ignores unknown keys', async () => {
    const attacks = ["1' or '1'='1", '1;drop table blogs', '%00', '../../etc/passwd', "' union select 1--"];
    for (const a of attacks) {
      const e = encodeURIComponent(a);
      for (const path of [`/rest/blogs/${e}`, `/rest/careers/${e}`, `/rest/pages/${e}`, `/rest/landing-pages/${e}`,
        `/rest/blogs/paginate?type=${e}`, `/rest/faqs/paginate?type=${e}`, `/rest/pages/paginate?type=${e}`, `/rest/policy?lang=${e}`,
        `/rest/careers/paginate?currency_id=${e}`, `/rest/careers/paginate?sort=${e}`]) {
        const res = await get(path);
        expect([400, 404], path).toContain(res.status);
        expect(res.body.status).toBe(false);
        expect(JSON.stringify(res.body)).not.toMatch(/select|stack|at .*\.ts/i);
      }
    }
    expect((await get('/rest/blogs/paginate?foo=bar&column=id')).status).toBe(200);
    expect((await get('/rest/term?unknown=1')).status).toBe(200);
  });

  it('runs a constant number of statements per list request', async () => {
    const sanity = await countStatements(api, () => get('/rest/settings'));
    expect(sanity).toBe(1);
    for (const path of ['/rest/blogs/paginate', '/rest/careers/paginate']) {
      const counts: number[] = [];
      for (const perPage of [1, 100]) {
        let res: Awaited<ReturnType<typeof get>> | undefined;
        const n = await countStatements(api, async () => {
          res = await get(`${path}?perPage=${perPage}&lang=ar`);
        });
        expect(res!.status).toBe(200);
        expect(n, `${path} perPage=${perPage}`).toBeGreaterThan(0);
        expect(n, `${path} perPage=${perPage}`).toBeLessThanOrEqual(4);
        counts.push(n);
      }
      expect(counts[0], path).toBe(counts[1]);
    }
  });
});
