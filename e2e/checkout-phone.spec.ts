import { pickAddressInDialog } from './support/address';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ANDROID_PHONE_UA } from './support/devices';
import { DEMO, signInThroughApi } from './support/sign-in';

/**
 * Checkout on a phone (360 × 740): the fee quoted for the chosen address is the same on the list, the shop
 * header and the checkout; the last payment method is preselected; the date chips scroll and are reachable
 * from the keyboard; a delivery needs a street line (error at the field); "as soon as possible" is the first
 * time; total and Place order stay on screen; terms are links; lines, subtotal, discount and total add up on
 * checkout and on the order page; a cash order shows paid once delivered.
 */

const SHOP = 3;
const PAYMENT_KEY = 'groops.checkout.payment';
test.use({ viewport: { width: 360, height: 740 }, userAgent: ANDROID_PHONE_UA, isMobile: true, hasTouch: true });

function api(page: Page, baseURL: string) {
  const call = async (method: 'get' | 'post' | 'delete', path: string, data?: unknown, token?: string) => {
    const headers: Record<string, string> = { Origin: baseURL, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const res = await page.request[method](`/api/v1/${path}`, { data, headers });
    return { status: res.status(), body: (await res.json().catch(() => null)) as any };
  };
  return { get: (p: string) => call('get', p), post: (p: string, d: unknown, token?: string) => call('post', p, d, token), delete: (p: string, d: unknown) => call('delete', p, d) };
}

/** A gazetteer address inside the restaurant's zone, a little away from it (so the per-km part counts). */
async function pointInZone(request: APIRequestContext) {
  const shop = (await (await request.get(`/api/v1/rest/shops/${SHOP}`)).json()).data;
  for (const [dLat, dLng] of [[0.01, 0.01], [0.005, -0.005], [-0.01, 0.005], [0.002, 0.002], [0, 0]]) {
    const near = `lat=${(shop.location.latitude + dLat).toFixed(5)}&lng=${(shop.location.longitude + dLng).toFixed(5)}`;
    const found = await request.get(`/api/v1/rest/geocode/reverse?${near}`);
    if (found.status() !== 200) continue;
    const { label, location } = (await found.json()).data;
    const quote = (await (await request.get(`/api/v1/rest/shops/${SHOP}?address[latitude]=${location.latitude}&address[longitude]=${location.longitude}`)).json()).data;
    if (quote.delivers) return { label: label as string, fee: quote.delivery_fee as number, base: shop.price as number, perKm: shop.price_per_km as number };
  }
  throw new Error('no address inside the zone');
}

/** Fills the cart with two burgers and a discounted product (the demo menu has some), so the discount row shows. */
async function fillCart(page: Page, baseURL: string, request: APIRequestContext) {
  const client = api(page, baseURL);
  const cart = await client.get('dashboard/user/cart');
  if (cart.status === 200) expect((await client.delete('dashboard/user/cart/delete', { ids: [cart.body.data.id] })).status).toBe(200);
  const menu = (await (await request.get(`/api/v1/rest/shops/${SHOP}/products`)).json()).data;
  const products = menu.all.flatMap((c: any) => [...(c.products ?? []), ...(c.children ?? []).flatMap((s: any) => s.products ?? [])]);
  const discounted = products.find((p: any) => p.stock?.discount > 0 && p !== products[0]);
  expect(discounted, 'a discounted product on the demo menu').toBeTruthy();
  const lines = [{ stock_id: products[0].stock.id, quantity: 2 }, { stock_id: discounted.stock.id, quantity: 1 }];
  expect((await client.post('dashboard/user/cart/insert-product', { shop_id: SHOP, products: lines })).status).toBe(200);
}

const amount = async (page: Page, testId: string) => Number(await page.getByTestId(testId).getAttribute('data-amount'));
const cents = (n: number) => Math.round(n * 100);

/** Σ of the listed lines equals the subtotal row, and the rows with their signs equal the total. */
async function expectAddsUp(page: Page, lineIds: string[], rowSelector: string, subtotalId: string, totalId: string) {
  const amounts = (id: string) => page.getByTestId(id).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-amount'))));
  const lines = (await Promise.all(lineIds.map(amounts))).flat();
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.reduce((s, n) => s + cents(n), 0)).toBe(cents(await amount(page, subtotalId)));
  const rows = await page.locator(rowSelector).evaluateAll((els) => els.map((e) => (e.getAttribute('data-sign') === '-' ? -1 : 1) * Number(e.getAttribute('data-amount'))));
  expect(rows.reduce((s, n) => s + cents(n), 0)).toBe(cents(await amount(page, totalId)));
}

test('a phone checkout: same fee everywhere, preselected payment, chips, street required, ASAP, sticky bar, linked terms, numbers add up; paid once delivered', async ({ page, request, baseURL }) => {
  const signedIn = await signInThroughApi(page.request);
  await fillCart(page, baseURL!, request);
  const zone = await pointInZone(request);

  // No address chosen: the header says "from" the base price and explains the per-km part.
  await page.goto(`/restaurant/${SHOP}`);
  await expect(page.getByTestId('shop-fee')).toContainText(`from $${zone.base.toFixed(2)} (+ $${zone.perKm.toFixed(2)} per km from the shop)`);

  // The last payment method comes preselected; without one, the first offered.
  await page.evaluate((key) => localStorage.removeItem(key), PAYMENT_KEY);
  await page.goto(`/restaurant/${SHOP}/checkout`);
  const radios = page.getByTestId('checkout-payment').getByRole('radio');
  await expect(radios.first()).toBeChecked();
  await page.evaluate((key) => localStorage.setItem(key, 'wallet'), PAYMENT_KEY);
  await page.reload();
  await expect(page.getByTestId('payment-wallet')).toBeChecked();

  // Choosing an address on the list: the card, the shop header and the checkout quote the same fee.
  await page.goto('/restaurant');
  await page.getByTestId('address-button').click();
  expect(await pickAddressInDialog(page, zone.label)).toBe(zone.label);
  const shopCard = page.getByTestId('shop-card').filter({ has: page.locator(`a[href="/restaurant/${SHOP}"]`) });
  // The list is ordered by the fee there: the restaurant may be on a later page.
  await expect(page.getByTestId('shop-card').first().getByTestId('shop-card-fee')).toHaveAttribute('data-amount', /\d/);
  for (let i = 0; i < 6 && !(await shopCard.count()); i++) await page.getByTestId('load-more').click();
  await expect(shopCard.getByTestId('shop-card-fee')).toHaveAttribute('data-amount', zone.fee.toFixed(2));
  await shopCard.locator(`a[href="/restaurant/${SHOP}"]`).click();
  await expect(page.getByTestId('shop-fee-address')).toHaveAttribute('data-amount', zone.fee.toFixed(2));
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('cart-drawer').getByTestId('cart-checkout').click();
  await page.waitForURL(new RegExp(`/restaurant/${SHOP}/checkout$`));
  await expect(page.getByTestId('totals-delivery-fee')).toHaveAttribute('data-amount', zone.fee.toFixed(2));

  // Date chips overflow: the far side fades with an arrow, and ←/→ reach every chip.
  const row = page.getByTestId('date-options');
  await expect(row).toHaveAttribute('data-overflow-end', 'true');
  await expect(page.getByTestId('date-options-end')).toBeVisible();
  const chips = page.getByTestId('date-option');
  await chips.first().focus();
  for (let i = 1; i < 7; i++) await page.keyboard.press('ArrowRight');
  await expect(chips.last()).toBeFocused();
  await expect(row).toHaveAttribute('data-overflow-start', 'true');
  const [rowBox, lastBox] = [(await row.boundingBox())!, (await chips.last().boundingBox())!];
  expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);
  await page.keyboard.press('Enter');
  await expect(chips.last()).toHaveAttribute('aria-checked', 'true');
  await chips.first().click();

  // Today starts with "as soon as possible".
  await expect(page.getByTestId('time-select')).toHaveValue('asap');
  await expect(page.getByTestId('time-select').locator('option').first()).toContainText('As soon as possible');

  // Total and Place order stay on screen, at the top of the page and further down.
  await page.evaluate(() => window.scrollTo(0, 0));
  const inView = async () => {
    const box = (await page.getByTestId('place-order').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  };
  await inView();
  await expect(page.getByTestId('bar-total')).toBeVisible();
  await page.getByTestId('checkout-coupon').scrollIntoViewIfNeeded();
  await inView();

  // Terms and privacy are links.
  const terms = page.getByTestId('checkout-terms');
  await expect(terms.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
  await expect(terms.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');

  // Lines before discount add up to the subtotal; the rows add up to the total, which the bar shows.
  await expect(page.getByTestId('totals-total')).toBeVisible();
  await expect(page.getByTestId('totals-discount')).toBeVisible();
  await expectAddsUp(page, ['summary-line'], '[data-testid^="totals-"]:not([data-testid="totals-total"])', 'totals-subtotal', 'totals-total');
  await expect(page.getByTestId('bar-total')).toHaveText(`$${(await amount(page, 'totals-total')).toFixed(2)}`);

  // A delivery needs a street: the error shows at the field, which gets the focus.
  await page.getByTestId('payment-cash').check();
  await page.getByTestId('address-address').fill('');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('address-address-error')).toHaveText('Enter the street address for delivery');
  await expect(page.getByTestId('address-address')).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByTestId('address-address').fill('1600 Test Avenue NW');
  await expect(page.getByTestId('address-address-error')).toHaveCount(0);
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/orders\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());

  // The order page: the address, today's ASAP time, lines that add up, cash in progress.
  await expect(page.getByTestId('order-address')).toContainText('1600 Test Avenue NW');
  const order = (await api(page, baseURL!).get(`dashboard/user/orders/${orderId}`)).body.data;
  expect(order.delivery_date).toBe(new Date().toISOString().slice(0, 10));
  expect(order.delivery_fee).toBe(zone.fee);
  await expect(page.getByTestId('order-total-discount')).toBeVisible();
  await expectAddsUp(page, ['order-line-amount', 'order-line-addon-amount'], '[data-testid^="order-total-"]', 'order-total-subtotal', 'order-total');
  expect(await page.evaluate((key) => localStorage.getItem(key), PAYMENT_KEY)).toBe('cash');

  // Delivered, the cash was collected: the order shows paid.
  const admin = await signInThroughApi(request, { email: 'admin@groops.test', password: DEMO.password });
  for (const status of ['accepted', 'cooking', 'ready', 'on_a_way', 'delivered']) {
    const current = (await api(page, baseURL!).get(`dashboard/user/orders/${orderId}`)).body.data.status;
    const order = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered'];
    if (order.indexOf(current) >= order.indexOf(status)) continue; // the demo operator may have moved it on
    const res = await request.post(`/api/v1/dashboard/admin/orders/${orderId}/status/update`, { data: { status }, headers: { Authorization: `Bearer ${admin.access_token}` } });
    expect([200, 409], status).toContain(res.status());
  }
  await page.reload();
  await expect(page.getByTestId('order-payment-status')).toHaveText('Paid');
  expect(signedIn.user.id).toBeTruthy();
});

test('Arabic checkout on a phone: the bar stays on screen, terms link to the Arabic pages', async ({ page, request, baseURL }) => {
  await signInThroughApi(page.request);
  await fillCart(page, baseURL!, request);
  await page.goto(`/ar/restaurant/${SHOP}/checkout`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('totals-total')).toBeVisible();
  const box = (await page.getByTestId('place-order').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expect(page.getByTestId('checkout-terms').getByRole('link')).toHaveCount(2);
  await expect(page.getByTestId('checkout-terms').getByRole('link').first()).toHaveAttribute('href', '/ar/terms');
  await expect(page.getByTestId('date-options')).toHaveAttribute('data-overflow-end', 'true');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
