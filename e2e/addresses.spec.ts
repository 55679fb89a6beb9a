import { expect, test, type Page } from './support/test';
import { BURGER_SHOP } from './support/demo-api';
import { DEVICES, type DeviceName } from './support/devices';
import { signInThroughApi } from './support/sign-in';

/**
 * Saved addresses end to end: sign in, type part of a street, pick a suggestion, save it as Home, see the zone
 * verdict, find it in /saved-locations and in checkout, and the "Deliver to" button says "Home". Phone and
 * desktop in English, and one run in Arabic (right to left, Arabic texts).
 */

const RUNS: Array<{ device: DeviceName; locale: 'en' | 'ar'; typed: string; home: string; verdict: RegExp }> = [
  { device: 'desktop', locale: 'en', typed: 'Lind', home: 'Home', verdict: /We deliver there/ },
  { device: 'phone', locale: 'en', typed: 'Orch', home: 'Home', verdict: /We deliver there/ },
  { device: 'desktop', locale: 'ar', typed: 'Prim', home: 'المنزل', verdict: /نوصّل إلى هناك/ },
];

/** A cart at the demo burger restaurant, so its checkout page shows the address section. */
async function fillCart(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const menu = (await (await page.request.get(`/api/v1/rest/shops/${BURGER_SHOP}/products`)).json()).data;
  const products = menu.all.flatMap((c: any) => [...(c.products ?? []), ...(c.children ?? []).flatMap((s: any) => s.products ?? [])]);
  const cart = await page.request.get('/api/v1/dashboard/user/cart', { headers });
  if (cart.status() === 200) await page.request.delete('/api/v1/dashboard/user/cart/delete', { headers, data: { ids: [(await cart.json()).data.id] } });
  const res = await page.request.post('/api/v1/dashboard/user/cart/insert-product', { headers, data: { shop_id: BURGER_SHOP, products: [{ stock_id: products[0].stock.id, quantity: 1 }] } });
  expect(res.status()).toBe(200);
}

for (const run of RUNS) {
  test.describe(`${run.device}, ${run.locale}`, () => {
    test.use(DEVICES[run.device]);

    test('find a street by typing, save it as Home, see it everywhere', async ({ page, baseURL }) => {
      const prefix = run.locale === 'en' ? '' : `/${run.locale}`;
      await signInThroughApi(page.request);
      await page.goto(`${prefix}/saved-locations`);
      if (run.locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByTestId('address-add').click();
      await expect(page.getByTestId('address-form')).toHaveAttribute('data-hydrated', 'true');

      // Saving before picking an address says why next to the field, in the page's language, and keeps the title.
      await page.getByTestId('address-title-home').click();
      await page.getByTestId('address-form-save').click();
      await expect(page.getByTestId('address-search-error')).toHaveText(run.locale === 'en' ? 'Pick an address from the suggestions or the map' : 'اختر عنوانًا من الاقتراحات أو من الخريطة');
      await expect(page.getByTestId('address-form-title')).toHaveValue(run.home);

      await page.getByTestId('address-search').fill(run.typed);
      const suggestion = page.getByTestId('address-suggestion').first();
      await expect(suggestion).toContainText(run.typed);
      const label = (await suggestion.textContent())!.trim();
      await suggestion.click();
      await expect(page.getByTestId('address-search')).toHaveValue(label);
      await page.getByTestId('address-form-floor').fill('3');
      await page.getByTestId('address-form-save').click();

      const verdict = page.getByTestId('address-zone-verdict');
      await expect(verdict).toHaveAttribute('data-in-zone', 'true');
      await expect(verdict).toContainText(run.verdict);
      const card = page.getByTestId('address-card').filter({ hasText: label });
      await expect(card).toHaveAttribute('data-title', run.home);
      await expect(card.getByTestId('address-choose')).toHaveAttribute('aria-pressed', 'true');

      // The header's "Deliver to" names the chosen address by its title.
      await page.goto(`${prefix}/`);
      await expect(page.getByTestId('address-button')).toContainText(run.home);

      // Checkout offers the saved addresses, the chosen one selected, its street line filled in.
      await fillCart(page, baseURL!);
      await page.goto(`${prefix}/restaurant/${BURGER_SHOP}/checkout`);
      const chip = page.getByTestId('checkout-saved-address').filter({ hasText: run.home }).and(page.locator('[aria-pressed="true"]'));
      await expect(chip).toHaveCount(1);
      await expect(page.getByTestId('address-address')).toHaveValue(label);
      await expect(page.getByTestId('address-floor')).toHaveValue('3');
    });
  });
}

test('a map click becomes the nearest street address; a place far away is saved with "no shop delivers there"', async ({ page }) => {
  await signInThroughApi(page.request);
  await page.goto('/saved-locations');
  await page.getByTestId('address-add').click();
  await expect(page.getByTestId('address-form')).toHaveAttribute('data-hydrated', 'true');
  const map = page.getByTestId('address-map');
  await expect(map).toHaveClass(/leaflet-container/);
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width * 0.3, y: box.height * 0.3 } });
  await expect(page.getByTestId('address-search')).toHaveValue(/^\d+ \w[\w ]* (Street|Avenue)$/);

  await page.getByTestId('address-search').fill('Saltmarsh');
  await page.getByTestId('address-suggestion').first().click();
  await page.getByTestId('address-form-title').fill('Cabin');
  await page.getByTestId('address-form-save').click();
  await expect(page.getByTestId('address-zone-verdict')).toHaveAttribute('data-in-zone', 'false');
  await expect(page.getByTestId('address-zone-verdict')).toContainText('no shop delivers there yet');
});
