import type { Paginate } from '@/contract/envelope';
import type { Http } from '../http/json';

interface Row {
  id: number;
  uuid?: string;
  type?: string;
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
 * Every public page crawlers should find: home, lists, shops, restaurants, blog posts, content. Category pages
 * join when their route exists (a sitemap must not list 404s).
 */
export async function sitemapPaths(http: Http): Promise<string[]> {
  const [shops, blogs] = await Promise.all([allPages(http, 'rest/shops/paginate', {}), allPages(http, 'rest/blogs/paginate', { type: 'blog' })]);
  return [
    '/', '/restaurant', '/shop', '/about', '/blog', '/careers', '/help', '/privacy', '/terms',
    ...shops.map((s) => `/${s.type === 'shop' ? 'shop' : 'restaurant'}/${s.id}`),
    ...blogs.filter((b) => b.uuid).map((b) => `/blog/${b.uuid}`),
  ];
}
