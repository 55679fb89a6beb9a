import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildRobots, buildSitemap, escapeXml, publicOrigin } from './site';

const O = 'https://groops.example';

describe('sitemap and robots', () => {
  it('builds absolute URLs per language with English unprefixed', () => {
    expect(absoluteUrl(O, '/restaurant/3')).toBe(`${O}/restaurant/3`);
    expect(absoluteUrl(O, '/restaurant/3', 'ar')).toBe(`${O}/ar/restaurant/3`);
    expect(absoluteUrl(O, '/', 'fr')).toBe(`${O}/fr`);
  });

  it('lists every path in every language with hreflang alternates', () => {
    const xml = buildSitemap(O, ['/', '/blog/a&b']);
    expect(xml.match(/<url>/g)).toHaveLength(8);
    expect(xml).toContain('hreflang="ar"');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).toContain(`<loc>${O}/blog/a&amp;b</loc>`);
    expect(escapeXml(`<'">`)).toBe('&lt;&apos;&quot;&gt;');
  });

  it('keeps checkout, profile and orders out of crawlers and names the sitemap on the public origin', () => {
    const robots = buildRobots(O);
    for (const p of ['/checkout', '/profile', '/orders', '/api/']) expect(robots).toContain(`Disallow: ${p}`);
    expect(robots).toContain(`Sitemap: ${O}/sitemap.xml`);
  });
});

describe('public origin', () => {
  const req = (headers: Record<string, string>) => ({ headers });

  it('is PUBLIC_URL when set, read at run time, without a trailing slash', () => {
    expect(publicOrigin(req({ host: 'internal:3000' }), { PUBLIC_URL: 'https://groops.example/' })).toBe(O);
  });

  it('is the request origin otherwise, scheme and host through the forwarded-header rule', () => {
    expect(publicOrigin(req({ host: 'shop.example.com:8080' }), {})).toBe('http://shop.example.com:8080');
    expect(publicOrigin(req({ host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https, http' }), {})).toBe(
      'https://shop.example.com',
    );
  });

  it('never prints a Host header that is not a host', () => {
    expect(publicOrigin(req({ host: 'evil.example/"><script>' }), {})).toBe('http://localhost');
    expect(publicOrigin(undefined, {})).toBe('http://localhost');
  });
});
