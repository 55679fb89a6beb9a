import { expect, test } from './support/test';
import { signInThroughApi } from './support/sign-in';

test('robots.txt keeps checkout, profile and orders out and points at the sitemap @postgres', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/plain');
  const text = await res.text();
  for (const path of ['/checkout', '/profile', '/orders']) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('sitemap.xml lists every shop, restaurant and blog post in every language', async ({ request }) => {
  const shops = (await (await request.get('/api/v1/rest/shops/paginate?perPage=100')).json()).data as Array<{ id: number; type: string }>;
  const blogs = (await (await request.get('/api/v1/rest/blogs/paginate?perPage=100')).json()).data as Array<{ uuid: string }>;
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml.startsWith('<?xml')).toBe(true);
  for (const shop of shops) {
    const path = `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}`;
    expect(xml).toContain(`${path}</loc>`);
    expect(xml).toContain(`/ar${path}</loc>`);
  }
  for (const blog of blogs) expect(xml).toContain(`/blog/${blog.uuid}</loc>`);
  expect(xml).toContain('hreflang="x-default"');
});

test('guest pages may be cached briefly by a CDN; signed-in and account pages never', async ({ request, playwright, baseURL }) => {
  const guest = await request.get('/about');
  expect(guest.headers()['cache-control']).toContain('s-maxage=60');
  const withTheme = await request.get('/about', { headers: { cookie: 'theme=dark' } });
  expect(withTheme.headers()['cache-control']).toContain('private');
  // A restaurant page with a personal preference is private too (its HTML carries the dark theme).
  const restaurants = await (await request.get('/api/v1/rest/shops/paginate?type=restaurant&perPage=1')).json();
  const darkShop = await request.get(`/restaurant/${restaurants.data[0].id}`, { headers: { cookie: 'theme=dark' } });
  expect(darkShop.headers()['cache-control']).toContain('private');
  expect(darkShop.headers()['cache-control']).not.toContain('s-maxage');

  const member = await playwright.request.newContext({ baseURL });
  await signInThroughApi(member);
  for (const path of ['/about', '/profile', '/orders']) {
    const res = await member.get(path, { headers: { 'x-now-route-matches': '1' } });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('private, no-store');
  }
  const guestProfile = await request.get('/profile', { maxRedirects: 0 });
  expect(guestProfile.status()).toBe(307);
  expect(guestProfile.headers()['cache-control']).not.toContain('s-maxage');
  await member.dispose();
});

test('a guest page is rendered once and then served from memory; members and guests with preferences get their own', async ({ request, playwright, baseURL }) => {
  const restaurants = await (await request.get('/api/v1/rest/shops/paginate?type=restaurant&perPage=1')).json();
  // A query no other test asks for, so this test sees the first render itself.
  const path = `/restaurant/${restaurants.data[0].id}?from=page-cache-${Date.now()}`;
  const first = await request.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-page-cache']).toBeUndefined();
  const second = await request.get(path);
  expect(second.headers()['x-page-cache']).toBe('hit');
  expect(second.headers()['content-type']).toContain('text/html');
  expect(second.headers()['x-frame-options']).toBe('DENY');
  // The same page, but each response with its own CSP nonce (e2e/csp.spec.ts).
  const nonceOf = (res: typeof first) => /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'])![1];
  const guestHtml = await second.text();
  expect(nonceOf(second)).not.toBe(nonceOf(first));
  expect(guestHtml).toBe((await first.text()).replaceAll(nonceOf(first), nonceOf(second)));
  expect(guestHtml).not.toContain('demo@groops.test');

  const dark = await request.get(path, { headers: { cookie: 'theme=dark' } });
  expect(dark.headers()['x-page-cache']).toBeUndefined();
  expect(await dark.text()).toContain('data-theme="dark"');

  const member = await playwright.request.newContext({ baseURL });
  await signInThroughApi(member);
  const own = await member.get(path);
  expect(own.headers()['x-page-cache']).toBeUndefined();
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expect(await own.text()).toContain('demo@groops.test');
  await member.dispose();
});
