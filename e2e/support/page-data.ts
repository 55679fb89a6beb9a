import { expect, type APIRequestContext } from '@playwright/test';

/** Issue 20 / ADR 0017: a page's data (`__NEXT_DATA__`, UTF-8 bytes) stays within this, in every language. */
export const PAGE_DATA_BUDGET = 64 * 1024;

/**
 * A page as the server sends it to a guest (crawlers see this): its JSON-LD blocks, parsed, and its page data.
 * The JSON-LD must be in the HTML and not in the page data (the browser never needs it).
 */
export async function jsonLdOutsidePageData(request: APIRequestContext, path: string): Promise<Array<Record<string, any>>> {
  const res = await request.get(path, { headers: { cookie: '' } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);
  expect(blocks.length, `${path}: JSON-LD in the server HTML`).toBeGreaterThan(0);
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(data.length, `${path}: page data`).toBeGreaterThan(0);
  expect(data, `${path}: JSON-LD is not page data`).not.toContain('schema.org');
  expect(Buffer.byteLength(data, 'utf8'), `${path}: page data bytes`).toBeLessThanOrEqual(PAGE_DATA_BUDGET);
  return blocks;
}
