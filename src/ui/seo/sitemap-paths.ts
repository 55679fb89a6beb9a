import type { Paginate } from '@/contract/envelope';
import type { Http } from '../http/json';

interface Row {
  id: number;
  uuid?: string;
  type?: string;
  children?: Row[];
}

async function allPages(http: Http, url: string, params: Record<string, unknown>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= 50; page++) {
    const res = (await http.get(url, { params: { ...params, page, perPage: 100 } })) as unknown as Paginate<Row>;
    rows.push(...res.data);
    if (res.meta.current_page >= res.meta.last_page) break;
  }
  return rows;
}

/**
 * Every public page crawlers should find: home, lists, shops, restaurants, shop categories, promotions, ads,
 * blog posts, recipes, content. Only what the API lists as active, so the sitemap never lists a 404.
 */
export async function sitemapPaths(http: Http): Promise<string[]> {
  const [shops, blogs, categories, banners, ads, recipes] = await Promise.all([
    allPages(http, 'rest/shops/paginate', {}),
    allPages(http, 'rest/blogs/paginate', { type: 'blog' }),
    allPages(http, 'rest/categories/paginate', { type: 'shop' }),
    allPages(http, 'rest/banners/paginate', {}),
    allPages(http, 'rest/banners-ads', {}),
    allPages(http, 'rest/receipts/paginate', {}),
  ]);
  return [
    '/', '/restaurant', '/shop', '/shop-category', '/brands', '/promotion', '/ads', '/about', '/blog', '/careers', '/help', '/privacy', '/terms', '/recipes',
    ...shops.map((s) => `/${s.type === 'shop' ? 'shop' : 'restaurant'}/${s.id}`),
    ...categories.flatMap((c) => [c, ...(c.children ?? [])]).filter((c) => c.uuid).map((c) => `/shop-category/${c.uuid}`),
    ...banners.map((b) => `/promotion/${b.id}`),
    ...ads.map((a) => `/ads/${a.id}`),
    ...blogs.filter((b) => b.uuid).map((b) => `/blog/${b.uuid}`),
    ...recipes.map((r) => `/recipes/${r.id}`),
  ];
}
