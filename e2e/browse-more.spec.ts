import { OUT_OF_ZONE_PLACE, pickAddressInDialog } from './support/address';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { decodeHtml } from './support/server-html';

/** Browse, part 2: shop categories, promotions, ads and brands pages; the map address picker; home variants. */

type Named = { id: number; uuid?: string; title?: string; translation?: { title?: string } };

async function api<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

const names = (rows: Named[]) => rows.map((r) => r.translation?.title ?? '');
const sorted = (xs: string[]) => [...xs].sort();

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Reads every page of an infinite grid ("load more" or the scroll trigger) and checks the shop names. */
async function expectShopNames(page: Page, scope: string, expected: string[]) {
  const grid = page.getByTestId(scope);
  const more = grid.getByTestId('load-more');
  // The previous list stays (dimmed, busy) while another one loads: wait until the grid has settled.
  await expect(grid.getByTestId('shop-grid')).toHaveAttribute('aria-busy', 'false');
  for (let i = 0; i < 10 && (await grid.getByTestId('shop-name').count()) < expected.length; i++) {
    if (await more.isVisible()) await more.click({ timeout: 5_000 }).catch(() => undefined);
    else await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
  }
  await expect.poll(async () => sorted(await grid.getByTestId('shop-name').allTextContents())).toEqual(sorted(expected));
}

/** Every JSON-LD block of a page, parsed (a parse error fails the test). */
function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

/** A shop category with some, but not all, of the shops. */
async function pickCategory(request: APIRequestContext) {
  const categories = (await api(request, 'rest/categories/paginate?type=shop&perPage=30')).data as Named[];
  const all = (await api(request, 'rest/shops/paginate?perPage=1')).meta.total as number;
  for (const c of categories) {
    const shops = await api(request, `rest/shops/paginate?category_id=${c.id}&perPage=100`);
    if (shops.data.length > 1 && shops.data.length < all) return { category: c, shops: names(shops.data), total: shops.meta.total as number };
  }
  throw new Error('no category with shops in the seed');
}

test('a category page lists exactly the shops of that category', async ({ page, request }) => {
  const { category, shops, total } = await pickCategory(request);
  await page.goto('/shop-category');
  await page.getByTestId('category-tile').filter({ hasText: category.translation!.title! }).click();
  await expect(page).toHaveURL(new RegExp(`/shop-category/${category.uuid}$`));
  await expect(page.getByTestId('category-title')).toHaveText(category.translation!.title!);
  await expectShopNames(page, 'category-shops', shops);
  expect(shops).toHaveLength(total);

  expect((await page.request.get('/shop-category/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  expect((await page.request.get('/shop-category/not-a-uuid')).status()).toBe(404);
});

test('the category HTML from the server has the real names, meta tags and valid JSON-LD', async ({ request }) => {
  const { category, shops } = await pickCategory(request);
  const res = await request.get(`/shop-category/${category.uuid}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('s-maxage=60');
  const html = decodeHtml(await res.text());
  const title = category.translation!.title!;
  expect(html).toMatch(new RegExp(`<title[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — Groops</title>`));
  expect(html).toContain(shops[0]);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toMatch(new RegExp(`rel="canonical" href="https?://[^"/]+/shop-category/${category.uuid}"`));
  // HTML attribute names are case-insensitive (React writes hrefLang).
  for (const l of ['en', 'ar', 'fr', 'es', 'x-default']) expect(html).toMatch(new RegExp(`hreflang="${l}"`, 'i'));
  expect(html).toMatch(new RegExp(`href="https?://[^"/]+/ar/shop-category/${category.uuid}"`));
  expect(html).toContain('property="og:title"');
  expect(html).toContain('name="twitter:card"');
  const graphs = jsonLd(await res.text());
  const crumbs = graphs.find((g) => g['@type'] === 'BreadcrumbList');
  expect(crumbs?.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Shop categories', title]);
  const collection = graphs.find((g) => g['@type'] === 'CollectionPage');
  expect(collection?.name).toBe(title);
  expect(collection?.mainEntity.itemListElement[0].name).toBe(shops[0]);
});

test('promotions: the list links each banner to a page with its shops', async ({ page, request }) => {
  const banners = (await api(request, 'rest/banners/paginate?perPage=100')).data as Named[];
  expect(banners.length).toBeGreaterThan(0);
  await page.goto('/promotion');
  await expect(page.getByTestId('banner-card')).toHaveCount(Math.min(banners.length, 12));
  const banner = banners[0];
  const detail = await api(request, `rest/banners/${banner.id}?perPage=100`);
  await page.getByTestId('banner-card').filter({ hasText: banner.translation!.title! }).click();
  await expect(page).toHaveURL(new RegExp(`/promotion/${banner.id}$`));
  await expect(page.getByTestId('banner-title')).toHaveText(banner.translation!.title!);
  await expectShopNames(page, 'banner-shops', names(detail.data.shops));

  const res = await request.get(`/promotion/${banner.id}`);
  const html = decodeHtml(await res.text());
  expect(html).toContain(banner.translation!.title!);
  expect(html).toContain(names(detail.data.shops)[0]);
  const graphs = jsonLd(await res.text());
  expect(graphs.find((g) => g['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
  expect(graphs.find((g) => g['@type'] === 'CollectionPage')?.mainEntity.numberOfItems).toBe(detail.data.shops_count);
  expect((await request.get('/promotion/999999')).status()).toBe(404);
});

test('ads: the list links each ad to a page with its shops', async ({ page, request }) => {
  const ads = (await api(request, 'rest/banners-ads?perPage=100')).data as Named[];
  expect(ads.length).toBeGreaterThan(0);
  await page.goto('/ads');
  await expect(page.getByTestId('banner-card')).toHaveCount(Math.min(ads.length, 12));
  const ad = ads[0];
  const detail = await api(request, `rest/banners-ads/${ad.id}?perPage=100`);
  await page.getByTestId('banner-card').filter({ hasText: ad.translation!.title! }).click();
  await expect(page).toHaveURL(new RegExp(`/ads/${ad.id}$`));
  await expectShopNames(page, 'banner-shops', names(detail.data.shops));
  const html = decodeHtml(await (await request.get(`/ads/${ad.id}`)).text());
  expect(html).toContain(ad.translation!.title!);
  expect(html).toContain(names(detail.data.shops)[0]);
  expect((await request.get('/ads/abc')).status()).toBe(404);
});

test('brands: choosing a brand lists the shops that sell it', async ({ page, request }) => {
  const brands = ((await api(request, 'rest/brands/paginate?perPage=100')).data as Array<Named & { products_count: number }>).filter((b) => b.products_count > 0);
  const verified = await api(request, 'rest/shops/paginate?verify=1&perPage=100');
  await page.goto('/brands');
  await expect(page.getByTestId('brand-tile')).toHaveCount(brands.length);
  await expectShopNames(page, 'brand-shops', names(verified.data));
  const brand = brands[0];
  const selling = await api(request, `rest/shops/paginate?brand_id=${brand.id}&perPage=100`);
  await page.getByTestId('brand-tile').filter({ hasText: brand.title! }).click();
  await expect(page).toHaveURL(new RegExp(`/brands\\?brand=${brand.id}$`));
  await expect(page.getByTestId('brand-shops-title')).toContainText(brand.title!);
  await expectShopNames(page, 'brand-shops', names(selling.data));
  const html = decodeHtml(await (await request.get(`/brands?brand=${brand.id}`)).text());
  expect(html).toContain(names(selling.data)[0]);
  expect(html).toMatch(new RegExp(`rel="canonical" href="https?://[^"/]+/brands\\?brand=${brand.id}"`));
});

test('the sitemap lists the browse pages, every category, promotion and ad', async ({ request }) => {
  const categories = (await api(request, 'rest/categories/paginate?type=shop&perPage=100')).data as Named[];
  const banners = (await api(request, 'rest/banners/paginate?perPage=100')).data as Named[];
  const ads = (await api(request, 'rest/banners-ads?perPage=100')).data as Named[];
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/shop-category', '/brands', '/promotion', '/ads']) expect(xml).toContain(`${path}</loc>`);
  for (const c of categories) {
    expect(xml).toContain(`/shop-category/${c.uuid}</loc>`);
    expect(xml).toContain(`/ar/shop-category/${c.uuid}</loc>`);
  }
  for (const b of banners) expect(xml).toContain(`/promotion/${b.id}</loc>`);
  for (const a of ads) expect(xml).toContain(`/ads/${a.id}</loc>`);
});

test('the map picker: offline map, a click moves the pin and becomes the nearest street address, outside every zone is refused', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (!['localhost', '127.0.0.1'].includes(host) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('address-button').click();
  const map = page.getByTestId('address-map');
  await expect(map).toBeVisible();
  await expect(map).toHaveClass(/leaflet-container/);
  await expect(page.getByTestId('address-map-offline')).toBeVisible();
  await expect(page.getByTestId('address-lat')).toHaveCount(0);
  const pin = page.getByTestId('address-pin');
  const before = (await pin.boundingBox())!;
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.25, y: box.height * 0.25 } });
  // The click is turned into the nearest street address (no coordinates are shown or typed).
  await expect(page.getByTestId('address-picked')).toHaveText(/^\d+ [\w ]+ (Street|Avenue)$/);
  const after = (await pin.boundingBox())!;
  expect(after.x).toBeLessThan(before.x - 20);
  expect(after.y).toBeLessThan(before.y - 20);

  // A searched place moves the pin as well, and its name goes with the point.
  await pickAddressInDialog(page, OUT_OF_ZONE_PLACE);
  await expect(page.getByTestId('zone-not-available')).toContainText("Sorry, we're not available here");
  await expect(page.getByTestId('address-button')).toContainText(OUT_OF_ZONE_PLACE);
  await page.getByTestId('address-button').click();
  await expect(page.getByTestId('address-search')).toHaveValue(OUT_OF_ZONE_PLACE);
  await page.getByTestId('address-default').click();
  await expect(page.getByTestId('zone-not-available')).toHaveCount(0);
  expect(foreign).toEqual([]);
});

test('Leaflet (code and stylesheet) loads only with the dialog', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (r) => {
    if (['script', 'stylesheet'].includes(r.request().resourceType())) bodies.push(await r.text().catch(() => ''));
  });
  // Markers only Leaflet's own files contain: its internal id property and its zoom control's class.
  const leafletLoaded = () => ({ code: bodies.some((b) => b.includes('_leaflet_id')), css: bodies.some((b) => b.includes('leaflet-control-zoom-in')) });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(leafletLoaded()).toEqual({ code: false, css: false });
  await page.getByTestId('address-button').click();
  await expect(page.getByTestId('address-map')).toHaveClass(/leaflet-container/);
  // Bodies are read asynchronously after each response, so a late one may still be on its way at network idle.
  await expect.poll(leafletLoaded).toEqual({ code: true, css: true });
});

test('the four home variants render different layouts on the server', async ({ page, request }) => {
  const markers: Record<number, string[]> = {
    1: ['data-testid="home-v1"', 'data-testid="categories-row"'],
    2: ['data-testid="home-v2"', 'data-testid="home-banners"', 'data-testid="home-category-grid"'],
    3: ['data-testid="home-v3"', 'data-testid="home-discovery"'],
    4: ['data-testid="home-v4"', 'data-testid="home-category-grid"'],
  };
  const first: Record<number, string> = {};
  for (const v of [1, 2, 3, 4]) {
    const html = await (await request.get(`/?v=${v}`)).text();
    for (const marker of markers[v]) expect(html, `v${v}: ${marker}`).toContain(marker);
    for (const other of [1, 2, 3, 4].filter((o) => o !== v)) expect(html).not.toContain(`data-testid="home-v${other}"`);
    // Which list comes first differs too: restaurants (1–3) or shops (4).
    first[v] = /data-testid="(restaurant|shop)-list"/.exec(html)?.[1] ?? '';
  }
  expect(first).toEqual({ 1: 'restaurant', 2: 'restaurant', 3: 'restaurant', 4: 'shop' });

  // Variant 2 links its category tiles and promotions to their pages.
  await page.goto('/?v=2');
  await expect(page.getByTestId('home-v2')).toBeVisible();
  const tile = page.getByTestId('home-category-grid').getByTestId('category-tile').first();
  const label = (await tile.textContent()) ?? '';
  await tile.click();
  await expect(page).toHaveURL(/\/shop-category\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('category-title')).toHaveText(label);
  await page.goto('/?v=2');
  await page.getByTestId('home-banners').getByTestId('banner-card').first().click();
  await expect(page).toHaveURL(/\/promotion\/\d+$/);
  await expect(page.getByTestId('banner-shops').getByTestId('shop-card').first()).toBeVisible();
});

test.describe('360 px, Arabic', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test('browse pages, home variants and the map dialog are RTL without sideways scrolling', async ({ page, request }) => {
    const { category } = await pickCategory(request);
    const banner = (await api(request, 'rest/banners/paginate?perPage=1')).data[0] as Named;
    const ad = (await api(request, 'rest/banners-ads?perPage=1')).data[0] as Named;
    const paths = ['/ar/shop-category', `/ar/shop-category/${category.uuid}`, '/ar/brands', '/ar/promotion', `/ar/promotion/${banner.id}`, '/ar/ads', `/ar/ads/${ad.id}`, '/ar?v=2', '/ar?v=3', '/ar?v=4'];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
      await noSideScroll(page);
    }
    await page.goto(`/ar/shop-category/${category.uuid}`);
    await expect(page.getByTestId('category-title')).not.toHaveText(category.translation!.title!);
    await page.goto('/ar');
    await page.getByTestId('address-button').click();
    await expect(page.getByTestId('address-map')).toBeVisible();
    await noSideScroll(page);
  });
});
