import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildRobots, buildSitemap, escapeXml } from './site';

describe('sitemap and robots', () => {
  it('builds absolute URLs per language with English unprefixed', () => {
    expect(absoluteUrl('/restaurant/3')).toMatch(/\/restaurant\/3$/);
    expect(absoluteUrl('/restaurant/3', 'ar')).toMatch(/\/ar\/restaurant\/3$/);
    expect(absoluteUrl('/', 'fr')).toMatch(/\/fr$/);
  });

  it('lists every path in every language with hreflang alternates', () => {
    const xml = buildSitemap(['/', '/blog/a&b']);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).toContain('hreflang="ar"');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).toContain('/blog/a&amp;b');
    expect(escapeXml(`<'">`)).toBe('&lt;&apos;&quot;&gt;');
  });

  it('keeps checkout, profile and orders out of crawlers', () => {
    const robots = buildRobots();
    for (const p of ['/checkout', '/profile', '/orders', '/api/']) expect(robots).toContain(`Disallow: ${p}`);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
