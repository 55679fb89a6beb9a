import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ANDROID_PHONE_UA } from './support/devices';
import { jsonLdOutsidePageData } from './support/page-data';
import { decodeHtml } from './support/server-html';

/** The shop/restaurant page: server HTML for crawlers (menu, prices, JSON-LD, hreflang, RTL), the product modal and the closed state. */

const BURGER = '116f804f-e3c0-592c-a542-4d5d7facf49d';

async function api<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/** The page's HTML as the server sent it (no JavaScript), entities decoded. */
async function serverHtml(request: APIRequestContext, path: string) {
  const res = await request.get(path, { headers: { cookie: '' } });
  expect(res.status(), path).toBe(200);
  const text = decodeHtml(await res.text());
  return { text, headers: res.headers() };
}

function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const money = (n: number) => `$${n.toFixed(2)}`;

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a restaurant page comes with its name, menu, prices, SEO tags, JSON-LD and CDN cache headers in the server HTML', async ({ request }) => {
  const menu = await api(request, 'rest/shops/3/products');
  const products = menu.data.all.flatMap((c: any) => [...(c.products ?? []), ...(c.children ?? []).flatMap((s: any) => s.products ?? [])]);
  expect(products.length).toBeGreaterThanOrEqual(5);
  const { text: html, headers } = await serverHtml(request, '/restaurant/3');
  expect(headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=300');
  expect(html).toContain('Capitol Burger Works');
  expect(html).toContain('Capitol Burger Works — order online — Groops</title>');
  for (const product of products.slice(0, 5)) {
    expect(html).toContain(product.translation.title);
    expect(html).toContain(money(product.stock.total_price));
  }
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/restaurant\/3"/);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('name="twitter:card"');
  const graphs = jsonLd(html);
  const restaurant = graphs.find((g) => g['@type'] === 'Restaurant');
  expect(restaurant.name).toBe('Capitol Burger Works');
  expect(restaurant.geo['@type']).toBe('GeoCoordinates');
  expect(restaurant.openingHoursSpecification.length).toBeGreaterThan(0);
  expect(restaurant.aggregateRating.reviewCount).toBeGreaterThan(0);
  expect(restaurant.hasMenu['@type']).toBe('Menu');
  const items = restaurant.hasMenu.hasMenuSection.flatMap((s: any) => s.hasMenuItem);
  expect(items.length).toBe(products.length);
  expect(items[0].offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
  expect(graphs.some((g) => g['@type'] === 'BreadcrumbList')).toBe(true);
  // Reviews (first page) and working hours are in the HTML too.
  expect(html).toContain('data-testid="review"');
  expect(html).toContain('data-today="true"');
  // A signed-in visitor's page is never kept by a shared cache.
  const signedIn = await request.get('/restaurant/3', { headers: { cookie: 'access_token=not-a-real-token' } });
  expect(signedIn.headers()['cache-control']).not.toContain('public');
});

test('the Arabic page is right-to-left, in Arabic, with hreflang links both ways, and fits 360 px', async ({ request, page }) => {
  const { text: html } = await serverHtml(request, '/ar/restaurant/3');
  expect(html).toMatch(/<html[^>]*dir="rtl"/);
  expect(html).toMatch(/<html[^>]*lang="ar"/);
  expect(html).toMatch(/[\u0600-\u06FF]{3,}/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https?:\/\/[^"]+\/restaurant\/3"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="ar" href="https?:\/\/[^"]+\/ar\/restaurant\/3"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="x-default"/);
  const { text: en } = await serverHtml(request, '/restaurant/3');
  expect(en).toMatch(/<link rel="alternate" hrefLang="ar" href="https?:\/\/[^"]+\/ar\/restaurant\/3"/);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ar/restaurant/3');
  await expect(page.getByTestId('shop-name')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await noSideScroll(page);
});

test('the product modal: Single → Double and an add-on change the price, add to cart closes it', async ({ page, request }) => {
  const product = (await api(request, `rest/products/${BURGER}`)).data;
  const single = product.stocks.find((s: any) => s.extras.some((e: any) => e.value === 'Single'));
  const double = product.stocks.find((s: any) => s.extras.some((e: any) => e.value === 'Double'));
  const addon = double.addons[0].product.stock;

  await page.goto('/restaurant/3');
  await page.locator(`[data-testid="product-card"][data-uuid="${BURGER}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`product=${BURGER}`));
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByRole('heading', { name: 'Classic Cheeseburger' })).toBeVisible();
  const total = modal.getByTestId('product-total');
  await expect(total).toHaveAttribute('data-total', single.total_price.toFixed(2));

  await modal.getByRole('radio', { name: 'Double' }).click();
  await expect(total).toHaveAttribute('data-total', double.total_price.toFixed(2));
  await expect(modal.getByTestId('add-to-cart')).toContainText(money(double.total_price));

  await modal.getByTestId('addon').first().getByTestId('qty-plus').click();
  const withAddon = Math.round((double.total_price + addon.total_price) * 100) / 100;
  await expect(total).toHaveAttribute('data-total', withAddon.toFixed(2));
  await modal.getByTestId('product-qty').getByTestId('qty-plus').click();
  await expect(total).toHaveAttribute('data-total', (Math.round((double.total_price * 2 + addon.total_price) * 100) / 100).toFixed(2));

  await expect(page.getByTestId('cart-panel')).toHaveAttribute('data-count', '0');
  await modal.getByTestId('add-to-cart').click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/product=/);
  // The line went to the guest cart: two cheeseburgers, shown in the cart panel.
  await expect(page.getByTestId('cart-panel')).toHaveAttribute('data-count', '2');
});

test('a deep link to a product renders it on the server and opens the modal on load', async ({ page, request }) => {
  const { text: html } = await serverHtml(request, `/restaurant/3?product=${BURGER}`);
  expect(html).toContain('data-testid="product-preview"');
  expect(html).toContain('Classic Cheeseburger');
  expect(html).toContain('Fresh, never-frozen beef');
  expect(html).toContain('$12.99');
  const product = jsonLd(html).find((g) => g['@type'] === 'Product');
  expect(product).toMatchObject({ name: 'Classic Cheeseburger', offers: { '@type': 'Offer', price: '12.99', priceCurrency: 'USD' } });

  await page.goto(`/restaurant/3?product=${BURGER}`);
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByRole('heading', { name: 'Classic Cheeseburger' })).toBeVisible();
  await modal.getByTestId('product-modal-close').click();
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/product=/);
});

test('a product tapped while the page is still waking up opens its modal (no render left waiting on a section)', async ({ page }) => {
  // The tap can come before any deferred section exists (the route change it makes must still render), or while
  // React hydrates (what it hydrates then must match the server HTML, or React re-renders the page and the tap is lost).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const wait of [0, 150, 300, 450]) {
    await page.goto('/restaurant/3', { waitUntil: 'commit' });
    await page.waitForTimeout(wait);
    await page.locator(`[data-testid="product-card"][data-uuid="${BURGER}"] a`).click();
    await expect(page.getByTestId('product-modal').getByRole('heading', { name: 'Classic Cheeseburger' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a closed shop says so, as the working check answers right now; a 24-hour one does not', async ({ page, request }) => {
  const open24 = (await api(request, 'rest/shop-working-check/3')).data;
  expect(open24).toBe(true);
  await page.goto('/restaurant/3');
  await expect(page.getByTestId('shop-name')).toBeVisible();
  await expect(page.getByTestId('shop-closed')).toHaveCount(0);

  // The seed closes Penn Quarter Pasta today (a closed date), so a closed restaurant exists at any hour.
  const restaurants = (await api(request, 'rest/shops/paginate?type=restaurant&perPage=50')).data as Array<{ id: number }>;
  let closedId: number | null = null;
  for (const { id } of restaurants) {
    if ((await api(request, `rest/shop-working-check/${id}`)).data === false) {
      closedId = id;
      break;
    }
  }
  expect(closedId, 'a restaurant closed right now').not.toBeNull();
  await page.goto(`/restaurant/${closedId}`);
  await expect(page.getByTestId('shop-closed')).toBeVisible();
  await expect(page.getByTestId('shop-closed')).toContainText('Shop is closed');
  await expect(page.getByTestId('shop-page')).toHaveAttribute('data-closed', 'true');
});

test('an unknown shop is a 404', async ({ request }) => {
  expect((await request.get('/restaurant/999999')).status()).toBe(404);
});

test('sub-category and brand filters re-read the menu with the API params', async ({ page, request }) => {
  const count = (menu: any) => menu.data.all.flatMap((c: any) => [...(c.products ?? []), ...(c.children ?? []).flatMap((s: any) => s.products ?? [])]).length;
  const full = (await api(request, 'rest/shops/3/products')).data.all;
  const sub = full.flatMap((c: any) => c.children ?? []).find((c: any) => (c.products ?? []).length > 0);
  const brand = (await api(request, 'rest/brands/paginate?shop_id=3')).data[0];
  const bySub = count(await api(request, `rest/shops/3/products?category_id=${sub.id}`));
  const byBrand = count(await api(request, `rest/shops/3/products?brand_ids[0]=${brand.id}`));

  await page.goto('/restaurant/3');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('subcategory-chips').getByText(sub.translation.title, { exact: true }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(bySub);
  await page.getByTestId('subcategory-chips').getByText(sub.translation.title, { exact: true }).click();
  await page.getByTestId('brand-chips').getByText(brand.title, { exact: true }).click();
  await expect(page.getByTestId('product-card')).toHaveCount(byBrand);
});

test('the JSON-LD is in the server HTML but not in the page data, which stays within 64 KB in English and Arabic', async ({ request }) => {
  const grocery = (await api(request, 'rest/shops/paginate?type=shop&perPage=1')).data[0];
  for (const path of ['/restaurant/3', '/ar/restaurant/3', `/restaurant/3?product=${BURGER}`, `/shop/${grocery.id}`, `/ar/shop/${grocery.id}`]) {
    const graphs = await jsonLdOutsidePageData(request, path);
    expect(graphs.some((g) => g['@type'] === 'Restaurant' || g['@type'] === 'GroceryStore'), path).toBe(true);
  }
});

test("the branch list is in the server HTML, and the page data carries each branch without the shop the API repeats in it", async ({ request }) => {
  const branches = (await api(request, 'rest/branches?shop_id=1&perPage=20')).data;
  expect(branches.length).toBeGreaterThan(1);
  expect(branches[0].shop.id).toBe(1);
  const { text: html } = await serverHtml(request, '/restaurant/1');
  for (const b of branches) {
    expect(html).toContain(b.translation.title);
    expect(html).toContain(b.address.address);
  }
  const data = JSON.parse(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);
  const kept = data.props.pageProps.dehydratedState.queries.find((q: any) => q.queryKey.at(-1) === 'branches').state.data.data;
  expect(kept.map((b: any) => b.id)).toEqual(branches.map((b: any) => b.id));
  for (const b of kept) expect(Object.keys(b).sort()).toEqual(['address', 'id', 'location', 'translation']);
});

test('a grocery shop is a GroceryStore under /shop/[id]', async ({ request }) => {
  const list = await api(request, 'rest/shops/paginate?type=shop&perPage=1');
  expect(list.data.length, 'the seed has grocery shops').toBeGreaterThan(0);
  const shop = list.data[0];
  const { text: html } = await serverHtml(request, `/shop/${shop.id}`);
  expect(html).toContain(shop.translation.title);
  const store = jsonLd(html).find((g) => g['@type'] === 'GroceryStore');
  expect(store.name).toBe(shop.translation.title);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/shop/${shop.id}"`));
});

for (const [label, device, headerId] of [
  ['phone', { viewport: { width: 390, height: 800 }, userAgent: ANDROID_PHONE_UA, isMobile: true }, 'mobile-header'],
  ['desktop', { viewport: { width: 1280, height: 900 } }, 'wide-header'],
] as const) {
  test.describe(label, () => {
    test.use(device);
    test(`the menu's jump links stick right under the app header, and a jump shows its category below them`, async ({ page }) => {
      await page.goto('/restaurant/1');
      const anchors = page.getByTestId('category-anchors');
      await expect(anchors).toBeVisible();
      // The header the server chose for this device (measured once it is on screen; it is sticky, so its height is its bottom).
      const header = page.getByTestId(headerId);
      await expect(header).toBeVisible();
      const bottomOfHeader = async () => (await header.boundingBox())?.height ?? -1;
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
      await expect.poll(async () => Math.round((await anchors.boundingBox())?.y ?? -100)).toBe(Math.round(await bottomOfHeader()));

      const last = anchors.locator('a').last();
      const target = (await last.getAttribute('href'))!.slice(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await last.click();
      const title = page.locator(`#${target} h3, #${target} h2`).first();
      const anchorsBottom = async () => {
        const box = await anchors.boundingBox();
        return box ? box.y + box.height : Number.POSITIVE_INFINITY;
      };
      await expect.poll(async () => ((await title.boundingBox())?.y ?? -1) >= (await anchorsBottom()) - 1).toBe(true);
      await expect(title).toBeInViewport();
    });
  });
}

test.describe('phone layout', () => {
  test.use({ viewport: { width: 412, height: 823 }, userAgent: ANDROID_PHONE_UA, isMobile: true });
  test('the menu comes right after the shop header, hours and branches after it, and nothing shifts while the page streams in', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifted: number }).shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) (window as unknown as { shifted: number }).shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The 24-hour restaurant: at night another one shows its "closed" notice, which rightly moves the menu lower.
    await page.goto('/restaurant/3');
    await expect(page.getByTestId('shop-menu')).toBeInViewport();
    // Document order is screen order: a column moved up with CSS arrived after the menu and pushed it down.
    const tops = await page.getByTestId('shop-menu').locator('xpath=..').evaluate((layout) =>
      Array.from(layout.children)
        .filter((child) => child.getBoundingClientRect().height > 0)
        .map((child) => Math.round(child.getBoundingClientRect().top)),
    );
    expect(tops.length).toBeGreaterThan(1);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.05);
  });
});
