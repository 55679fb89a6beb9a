import { OUT_OF_ZONE_PLACE, pickAddressInDialog } from './support/address';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO, signInThroughApi } from './support/sign-in';

/**
 * The cart and checkout: a guest cart that survives reloads and merges once on sign-in, the one-shop rule,
 * checkout for delivery tomorrow with cash, a closed day, an address outside the zone, and a wallet payment.
 * The demo operator may move orders on; nothing here depends on an order staying `new`.
 */

const BURGER = '116f804f-e3c0-592c-a542-4d5d7facf49d';
const FRIES = '54a28fa2-313e-5e66-9d13-3d4f8f3f0b4f';
const GUEST_CART_KEY = 'groops.cart.v1';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The browser context's own API (its cookies); unsafe calls name our origin like the storefront does. */
function api(page: Page, baseURL: string) {
  const call = async (method: 'get' | 'post' | 'delete', path: string, data?: unknown) => {
    const res = await page.request[method](`/api/v1/${path}`, { data, headers: { Origin: baseURL } });
    return { status: res.status(), body: (await res.json().catch(() => null)) as any };
  };
  return {
    get: (path: string) => call('get', path),
    post: (path: string, data: unknown) => call('post', path, data),
    delete: (path: string, data: unknown) => call('delete', path, data),
  };
}

/** Starts from an empty server cart (tests share the demo user). */
async function emptyServerCart(page: Page, baseURL: string) {
  const cart = await api(page, baseURL).get('dashboard/user/cart');
  if (cart.status === 200) expect((await api(page, baseURL).delete('dashboard/user/cart/delete', { ids: [cart.body.data.id] })).status).toBe(200);
}

/** Opens a product's modal from the menu and adds it (optionally with its first addon). */
async function addFromMenu(page: Page, uuid: string, withAddon = false) {
  await page.locator(`[data-testid="product-card"][data-uuid="${uuid}"] a`).click();
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByTestId('add-to-cart')).toBeEnabled();
  if (withAddon) await modal.getByTestId('addon').first().getByTestId('qty-plus').click();
  await modal.getByTestId('add-to-cart').click();
  await expect(modal).toBeHidden();
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Main lines of the server cart as "stock×qty[+addon×qty]". */
function cartLines(cart: any): string[] {
  return cart.user_carts[0].cartDetails.map((d: any) => `${d.stock.id}x${d.quantity}${(d.addons ?? []).map((a: any) => `+${a.stock.id}x${a.quantity}`).join('')}`).sort();
}

async function shopStocks(request: APIRequestContext) {
  const product = async (uuid: string) => (await (await request.get(`/api/v1/rest/products/${uuid}`)).json()).data;
  const burger = await product(BURGER);
  const fries = await product(FRIES);
  const single = burger.stocks.find((s: any) => s.extras.some((e: any) => e.value === 'Single'));
  return { burger: single.id as number, addon: single.addons[0].product.stock.id as number, fries: fries.stocks[0].id as number };
}

/** Checkout: delivery tomorrow at the first slot from noon (inside the hours), with `payment`; returns the order id. */
async function placeForTomorrow(page: Page, payment: 'cash' | 'wallet'): Promise<number> {
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await page.locator(`[data-testid="date-option"][data-date="${tomorrow()}"]`).click();
  const slots = await page.getByTestId('time-select').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const slot = slots.find((s) => s >= '12:00') ?? slots[0];
  await page.getByTestId('time-select').selectOption(slot);
  await page.getByTestId(`payment-${payment}`).check();
  // A delivery needs a street line.
  await page.getByTestId('address-address').fill('1 Test Street');
  await expect(page.getByTestId('totals-total')).toBeVisible();
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/orders\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('a guest cart survives a reload, merges once on sign-in, and checks out for delivery tomorrow with cash', async ({ page, request, baseURL }) => {
  const stocks = await shopStocks(request);
  // The demo user's server cart starts empty (signed in through the API, then signed out again).
  await signInThroughApi(page.request);
  await emptyServerCart(page, baseURL!);
  await page.context().clearCookies();

  await page.goto('/restaurant/3');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await addFromMenu(page, BURGER, true);
  await addFromMenu(page, FRIES);
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toHaveAttribute('data-count', '2');
  await expect(panel.getByTestId('cart-line')).toHaveCount(2);
  await expect(panel.getByTestId('cart-line-addon')).toHaveCount(1);

  // A reload keeps the guest cart; the steppers and remove work on it.
  await page.reload();
  await expect(panel).toHaveAttribute('data-count', '2');
  const fries = panel.locator(`[data-testid="cart-line"][data-stock="${stocks.fries}"]`);
  await fries.getByTestId('qty-plus').click();
  await expect(fries).toHaveAttribute('data-qty', '2');
  await fries.getByTestId('qty-minus').click();
  await expect(fries).toHaveAttribute('data-qty', '1');

  // Checkout sends a guest through sign-in and back.
  await panel.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(page.getByTestId('login-page')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('login-input').fill(DEMO.email);
  await page.getByTestId('password-input').fill(DEMO.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/restaurant\/3\/checkout$/);
  await expect(page.getByTestId('summary-line')).toHaveCount(2);

  const expected = [`${stocks.burger}x1+${stocks.addon}x1`, `${stocks.fries}x1`].sort();
  const client = api(page, baseURL!);
  await expect.poll(async () => cartLines((await client.get('dashboard/user/cart')).body.data)).toEqual(expected);
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_CART_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  expect(cartLines((await client.get('dashboard/user/cart')).body.data)).toEqual(expected);

  const orderId = await placeForTomorrow(page, 'cash');
  const order = (await client.get(`dashboard/user/orders/${orderId}`)).body.data;
  expect(order.delivery_date).toBe(tomorrow());
  expect(order.delivery_type).toBe('delivery');
  expect(order.transaction?.payment_system?.tag).toBe('cash');
  const lines = order.details.map((d: any) => `${d.stock_id}x${d.quantity}${(d.addons ?? []).map((a: any) => `+${a.stock_id}x${a.quantity}`).join('')}`).sort();
  expect(lines).toEqual(expected);
  // The cart became the order.
  expect((await client.get('dashboard/user/cart')).status).toBe(404);
});

test('one shop at a time: adding from another restaurant asks to start a new cart', async ({ page, request }) => {
  const other = await firstRestaurantWithClosedDate(request);
  // Checkout is for signed-in users: the server sends a guest to sign in first.
  await page.goto('/restaurant/3/checkout');
  await expect(page).toHaveURL(/\/login\?next=%2Frestaurant%2F3%2Fcheckout$/);
  await page.goto('/restaurant/3');
  await addFromMenu(page, FRIES);
  await expect(page.getByTestId('cart-panel')).toHaveAttribute('data-count', '1');

  await page.goto(`/restaurant/${other.id}`);
  await expect(page.getByTestId('cart-other-shop')).toBeVisible();
  await addFromMenu(page, other.productUuid);
  const dialog = page.getByTestId('new-cart-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('new-cart-cancel').click();
  await expect(page.getByTestId('cart-panel')).toHaveAttribute('data-shop', '3');

  await addFromMenu(page, other.productUuid);
  await page.getByTestId('new-cart-confirm').click();
  await expect(page.getByTestId('cart-panel')).toHaveAttribute('data-shop', String(other.id));
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

/** A restaurant of the seed with a closed date ahead, and one of its products. */
async function firstRestaurantWithClosedDate(request: APIRequestContext) {
  for (let id = 1; id <= 30; id++) {
    const shop = (await (await request.get(`/api/v1/rest/shops/${id}`)).json()).data;
    if (shop?.type !== 'restaurant' || !shop.shop_closed_date?.length || id === 3) continue;
    const menu = (await (await request.get(`/api/v1/rest/shops/${id}/products`)).json()).data;
    const product = menu.all.flatMap((c: any) => [...(c.products ?? []), ...(c.children ?? []).flatMap((s: any) => s.products ?? [])])[0];
    return { id, closedDay: shop.shop_closed_date[0].day as string, productUuid: product.uuid as string, stockId: product.stock.id as number, minAmount: shop.min_amount as number, price: product.stock.total_price as number };
  }
  throw new Error('the seed has no restaurant with a closed date');
}

test('checkout: a closed day says so, an address outside the zone cannot order; 360 px and Arabic fit', async ({ page, request, baseURL }) => {
  const shop = await firstRestaurantWithClosedDate(request);
  await signInThroughApi(page.request);
  await emptyServerCart(page, baseURL!);
  const quantity = Math.max(1, Math.ceil((shop.minAmount + 1) / shop.price));
  expect((await api(page, baseURL!).post('dashboard/user/cart/insert-product', { shop_id: shop.id, products: [{ stock_id: shop.stockId, quantity }] })).status).toBe(200);

  await page.goto(`/restaurant/${shop.id}/checkout`);
  await page.locator(`[data-testid="date-option"][data-date="${shop.closedDay}"]`).click();
  await expect(page.getByTestId('closed-day')).toHaveText('Shop is closed in this day, select another day');
  await expect(page.getByTestId('checkout-problem')).toHaveText('Shop is closed in this day, select another day');
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await page.locator(`[data-testid="date-option"][data-date="${tomorrow()}"]`).click();
  await expect(page.getByTestId('time-select')).toBeVisible();

  // Coupons: an unknown code is refused in words, a real one shows in the totals.
  await page.getByTestId('coupon-input').fill('NOPE');
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('coupon-error')).toHaveText('This coupon is invalid or has expired');
  await page.getByTestId('coupon-input').fill('GROOPS15');
  await page.getByTestId('coupon-apply').click();
  await expect(page.getByTestId('coupon-applied')).toBeVisible();
  await expect(page.getByTestId('totals-coupon')).toBeVisible();

  await page.getByTestId('address-button').click();
  await pickAddressInDialog(page, OUT_OF_ZONE_PLACE);
  await expect(page.getByTestId('zone-error')).toHaveText("Sorry, we're not available here");
  await page.getByTestId('payment-cash').check();
  await expect(page.getByTestId('checkout-problem')).toHaveText("Sorry, we're not available here");
  await expect(page.getByTestId('place-order')).toBeDisabled();
  // Pickup from a branch does not need the zone.
  await page.getByTestId('method-pickup').click();
  await expect(page.getByTestId('branch-option').first()).toBeVisible();
  await expect(page.getByTestId('checkout-problem')).toHaveCount(0);
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await expect(page.getByTestId('totals-delivery-fee')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  await noSideScroll(page);
  await page.goto(`/ar/restaurant/${shop.id}/checkout`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('checkout-summary')).toBeVisible();
  await expect(page.getByTestId('date-option').first()).toHaveText('اليوم');
  await noSideScroll(page);
});

test('a wallet-paid order lowers the wallet balance by the order total; mobile cart bar and drawer', async ({ page, baseURL, request }) => {
  const stocks = await shopStocks(request);
  await signInThroughApi(page.request);
  await emptyServerCart(page, baseURL!);
  const client = api(page, baseURL!);
  const before = (await client.get('dashboard/user/profile/show')).body.data.wallet.price as number;

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/restaurant/3');
  await addFromMenu(page, BURGER);
  await addFromMenu(page, FRIES);
  await expect(page.getByTestId('cart-bar')).toHaveAttribute('data-count', '2');
  await noSideScroll(page);
  await page.getByTestId('cart-bar').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect.poll(async () => cartLines((await client.get('dashboard/user/cart')).body.data)).toEqual([`${stocks.burger}x1`, `${stocks.fries}x1`].sort());
  await drawer.getByTestId('cart-checkout').click();
  await page.waitForURL(/\/restaurant\/3\/checkout$/);
  await page.getByTestId('tip-10').click();
  await expect(page.getByTestId('totals-tips')).toBeVisible();

  const orderId = await placeForTomorrow(page, 'wallet');
  const order = (await client.get(`dashboard/user/orders/${orderId}`)).body.data;
  expect(order.transaction.payment_system.tag).toBe('wallet');
  const after = (await client.get('dashboard/user/profile/show')).body.data.wallet.price as number;
  expect(Math.round((before - after) * 100)).toBe(Math.round(order.total_price * 100));
});

test('a cart read answered late never hides a line added meanwhile (phone drawer opened mid-burst)', async ({ page, baseURL }) => {
  await signInThroughApi(page.request);
  await emptyServerCart(page, baseURL!);
  // Adds reach the server late, and reads answer late with what the server held when they were sent: a read
  // sent before the fries were saved would land after their answer and show the cart without them.
  await page.route((url) => url.pathname === '/api/v1/dashboard/user/cart/insert-product', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await page.route((url) => url.pathname === '/api/v1/dashboard/user/cart', async (route) => {
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 3_000));
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/restaurant/3');
  await addFromMenu(page, BURGER);
  await addFromMenu(page, FRIES);
  await page.getByTestId('cart-bar').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  // Past every delayed answer, the cart still holds both.
  await page.waitForTimeout(6_000);
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-bar')).toHaveAttribute('data-count', '2');
});
