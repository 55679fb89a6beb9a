import { expect, test } from './support/test';

/**
 * Unknown shops, restaurants and paths answer 404 with a page inside the storefront: header, footer, the way
 * home and a search, in the visitor's language.
 */

const DESKTOP = { viewport: { width: 1280, height: 900 }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' };

test.use(DESKTOP);

for (const path of ['/restaurant/9999', '/shop/abc', '/no-such-page', '/blog/not-a-uuid', '/a/b/c']) {
  test(`${path} answers 404 inside the storefront layout`, async ({ page, request }) => {
    // Twice from a guest: a 404 is never kept and served by the guest page cache.
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(res.headers()['x-page-cache']).toBeUndefined();
      expect(await res.text()).toContain('data-testid="not-found-page"');
    }
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('wide-header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    const view = page.getByTestId('not-found-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(view.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    await expect(view.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });
}

test('in Arabic the 404 page is translated and right-to-left', async ({ page }) => {
  for (const path of ['/ar/no-such-page', '/ar/restaurant/9999']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('wide-header')).toBeVisible();
    const view = page.getByTestId('not-found-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    await expect(view.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
  }
});

test('the search box and the home link lead on', async ({ page }) => {
  await page.goto('/no-such-page');
  await page.getByTestId('not-found-search').fill('burger');
  await page.getByTestId('not-found-search').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=burger$/);
  await page.goto('/no-such-page');
  await page.getByTestId('not-found-home').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('not-found-page')).toHaveCount(0);
});
