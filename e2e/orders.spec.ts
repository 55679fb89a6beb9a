import { expect, test, type APIRequestContext, type Page } from './support/test';
import { signUpByPhone } from './support/outbox';
import { DEMO, signInThroughApi } from './support/sign-in';

/** Orders: lists and empty states, the order page with live status, cancel, review, refund and repeat. */


type Json = Record<string, any>;

/** Signs the page's browser context in (HttpOnly cookie) and returns the bearer token for set-up calls. */
async function signIn(page: Page, credentials = DEMO): Promise<string> {
  return (await signInThroughApi(page.request, credentials)).access_token;
}

/** A set-up call with the bearer token (no cookie origin check involved). */
async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<{ status: number; body: Json }> {
  const res = await request.fetch(`/api/v1/${url}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), body: (await res.json().catch(() => ({}))) as Json };
}


const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A slot the shop works from tomorrow on (UTC, like the API): an hour after opening. */
function openSlot(shop: Json): { delivery_date: string; delivery_time: string } | null {
  const closed = new Set((shop.shop_closed_date ?? []).map((c: Json) => c.day));
  for (let i = 1; i <= 14; i++) {
    const d = new Date(Date.now() + i * 86_400_000);
    const date = d.toISOString().slice(0, 10);
    const row = (shop.shop_working_days ?? []).find((r: Json) => r.day === WEEKDAYS[d.getUTCDay()]);
    if (!row || row.disabled || closed.has(date)) continue;
    const [h, m] = String(row.from).split(/[-:]/).map(Number);
    return { delivery_date: date, delivery_time: `${String(Math.min(h + 1, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
  }
  return null;
}

/** Empties the caller's cart (one cart per user; an order of another shop would be refused). */
async function emptyCart(request: APIRequestContext, token: string) {
  const cart = await call(request, token, 'GET', 'dashboard/user/cart');
  if (cart.status === 200) expect((await call(request, token, 'DELETE', 'dashboard/user/cart/delete', { ids: [cart.body.data.id] })).status).toBe(200);
}

/** The cheapest in-stock products of a shop's menu. */
async function menuProducts(request: APIRequestContext, token: string, shopId: number): Promise<Json[]> {
  const menu = (await call(request, token, 'GET', `rest/shops/${shopId}/products`)).body.data;
  const all = [...(menu.recommended ?? []), ...(menu.all ?? []).flatMap((c: Json) => [...(c.products ?? []), ...(c.children ?? []).flatMap((k: Json) => k.products ?? [])])];
  return all.filter((p: Json) => p.stock && (p.stock.quantity ?? 0) >= 5).sort((a: Json, b: Json) => a.stock.total_price - b.stock.total_price);
}

/**
 * Places a delivery order through the API, as checkout would: a shop that delivers to the customer's saved
 * address, its cheapest dish (enough of it for the minimum), tomorrow's first slot, cash or wallet.
 */
async function placeOrder(page: Page, token: string, pay: 'cash' | 'wallet', skipShops: number[] = []): Promise<Json> {
  const request = page.request;
  const me = (await call(request, token, 'GET', 'dashboard/user/profile/show')).body.data;
  const home = me.addresses.find((a: Json) => a.active) ?? me.addresses[0];
  const location = Array.isArray(home.location) ? { latitude: home.location[0], longitude: home.location[1] } : home.location;
  const payments = (await call(request, token, 'GET', 'rest/payments')).body.data as Json[];
  const paymentId = payments.find((p) => p.tag === pay)!.id;
  const near = await call(request, token, 'GET', `rest/shops/paginate?perPage=30&address[latitude]=${location.latitude}&address[longitude]=${location.longitude}`);
  for (const listed of near.body.data as Json[]) {
    if (skipShops.includes(listed.id)) continue;
    const shop = (await call(request, token, 'GET', `rest/shops/${listed.id}`)).body.data;
    const slot = openSlot(shop);
    const product = (await menuProducts(request, token, shop.id))[0];
    if (!shop.open || !slot || !product) continue;
    const quantity = Math.min(product.max_qty ?? 99, Math.max(product.min_qty ?? 1, Math.ceil(Number(shop.min_amount ?? 0) / product.stock.total_price)));
    await emptyCart(request, token);
    const cart = await call(request, token, 'POST', 'dashboard/user/cart/insert-product', { shop_id: shop.id, currency_id: me.currency_id, rate: 1, products: [{ stock_id: product.stock.id, quantity }] });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const placed = await call(request, token, 'POST', 'dashboard/user/orders', {
      cart_id: cart.body.data.id,
      shop_id: shop.id,
      delivery_type: 'delivery',
      ...slot,
      location,
      address: { address: home.address?.address ?? '1400 14th St NW', house: home.address?.house },
      phone: me.phone ?? '+12025550100',
      payment_id: paymentId,
    });
    if (placed.status === 200 || placed.status === 201) return placed.body.data;
  }
  throw new Error('no shop took the test order');
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The demo customer's newest delivered order (the seed delivers several). */
async function deliveredOrder(page: Page, token: string): Promise<Json> {
  const list = await call(page.request, token, 'GET', 'dashboard/user/orders/paginate?statuses[0]=delivered&perPage=50');
  expect(list.status).toBe(200);
  expect(list.body.data.length).toBeGreaterThan(0);
  return list.body.data[0];
}

test.describe('order lists', () => {
  test('a new customer sees empty states on both tabs and on refunds, without sideways scrolling at 360 px', async ({ page }) => {
    await signUpByPhone(page.request, '+12025558811', { firstname: 'Noor', lastname: 'Fresh' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/orders');
    await expect(page.getByTestId('orders-panel-active').getByTestId('orders-empty')).toContainText('No active orders');
    await expect(page.getByTestId('orders-panel-active').getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    await noSideScroll(page);
    await page.getByTestId('orders-tab-history').click();
    await expect(page).toHaveURL(/\?tab=history/);
    await expect(page.getByTestId('orders-panel-history').getByTestId('orders-empty')).toContainText('No orders yet');
    await expect(page.getByTestId('orders-panel-active')).toBeHidden();
    await page.goto('/order-refunds');
    await expect(page.getByTestId('refunds-empty')).toContainText('No refund requests');
    await noSideScroll(page);
  });

  test('history lists the past orders with shop, total and status; a card opens the order', async ({ page }) => {
    const token = await signIn(page);
    const history = await call(page.request, token, 'GET', 'dashboard/user/orders/paginate?statuses[0]=delivered&statuses[1]=canceled&perPage=10');
    const first = history.body.data[0];
    await page.goto('/orders?tab=history');
    const card = page.getByTestId('orders-panel-history').getByTestId('order-card').first();
    await expect(card).toHaveAttribute('data-order-id', String(first.id));
    await expect(card).toContainText(first.shop.translation.title);
    await expect(card.getByTestId('order-card-status')).toHaveAttribute('data-status', first.status);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${first.id}$`));
    await expect(page.getByRole('heading', { name: `Order #${first.id}` })).toBeVisible();
    // Order pages use the back-bar header, whose back goes to /orders (spec §2).
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});

test.describe('the order page', () => {
  test('unknown and foreign orders answer 404 with a not-found state; signed-in pages are private', async ({ page, browser, baseURL }) => {
    const token = await signIn(page);
    const mine = await deliveredOrder(page, token);
    const own = await page.goto(`/orders/${mine.id}`);
    expect(own?.headers()['cache-control']).toBe('private, no-store');
    const unknown = await page.goto('/orders/987654321');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('order-not-found-state')).toContainText('Order not found');
    await page.getByRole('link', { name: 'Back to my orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);

    const other = await browser.newContext({ baseURL });
    const stranger = await other.newPage();
    await signUpByPhone(stranger.request, '+12025558812', { firstname: 'Noor', lastname: 'Fresh' });
    const foreign = await stranger.goto(`/orders/${mine.id}`);
    expect(foreign?.status()).toBe(404);
    await expect(stranger.getByTestId('order-not-found-state')).toBeVisible();
    await other.close();
  });

  test('a delivered order shows lines, totals, payment and its review; a refund is asked once and listed', async ({ page }) => {
    const token = await signIn(page);
    const list = await call(page.request, token, 'GET', 'dashboard/user/orders/paginate?statuses[0]=delivered&perPage=50');
    let order: Json | null = null;
    for (const o of list.body.data) {
      const full = (await call(page.request, token, 'GET', `dashboard/user/orders/${o.id}`)).body.data;
      // A paid cash order from the seed: other tests leave delivered wallet orders of their own.
      const paidCash = full.transaction?.payment_system?.tag === 'cash' && full.transaction?.status === 'paid';
      if (paidCash && !(full.order_refunds ?? []).length) {
        order = full;
        break;
      }
    }
    expect(order, 'a delivered, paid cash order without refunds').toBeTruthy();
    await page.goto(`/orders/${order!.id}`);
    await expect(page.getByTestId('order-timeline')).toHaveAttribute('data-status', 'delivered');
    await expect(page.getByTestId('timeline-step-delivered')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('order-line')).toHaveCount(order!.details.length);
    await expect(page.getByTestId('order-total')).toContainText(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(order!.total_price));
    await expect(page.getByTestId('order-payment-method')).toHaveText('Cash');
    await expect(page.getByTestId('order-payment-status')).toHaveText('Paid');
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    if (order!.review) await expect(page.getByTestId('order-review')).toBeVisible();

    await page.getByTestId('order-refund-open').click();
    await page.getByTestId('order-refund-submit').click();
    await expect(page.getByTestId('order-refund-form')).toContainText('Required');
    await page.getByTestId('order-refund-cause').fill('One dish was missing.');
    await page.getByTestId('order-refund-submit').click();
    await expect(page.getByTestId('order-refund').getByTestId('refund-status')).toHaveText('Pending');
    await expect(page.getByTestId('order-refund-open')).toHaveCount(0);
    const twice = await call(page.request, token, 'POST', 'dashboard/user/order-refunds', { order_id: order!.id, cause: 'again' });
    expect(twice.status).toBe(409);
    await page.goto('/order-refunds');
    const card = page.getByTestId('refund-card').first();
    await expect(card).toContainText(`Refund for order #${order!.id}`);
    await expect(card).toContainText('One dish was missing.');
    await expect(card.getByTestId('refund-status')).toHaveAttribute('data-status', 'pending');
  });

  test('Arabic order page reads right to left and fits 360 px', async ({ page }) => {
    const token = await signIn(page);
    const order = await deliveredOrder(page, token);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/ar/orders/${order.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('order-timeline')).toBeVisible();
    await noSideScroll(page);
    await page.goto('/ar/orders?tab=history');
    await expect(page.getByTestId('order-card').first()).toBeVisible();
    await noSideScroll(page);
  });
});

test.describe('live orders', () => {
  test('a placed order moves to delivered on its page without a reload; the customer then reviews it once', async ({ page }) => {
    test.setTimeout(180_000);
    const token = await signIn(page);
    const order = await placeOrder(page, token, 'cash');
    expect(order.status).toBe('new');
    const streams: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/orders/${order.id}/stream`)) streams.push(r.url());
    });
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByTestId('timeline-step-new')).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('order-live')).toBeVisible();
    await expect(page.getByTestId('order-cancel')).toBeVisible();
    await expect(page.getByTestId('order-payment-method')).toHaveText('Cash');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // The demo operator accepts after its hold, then moves it one step every few seconds.
    await expect(page.getByTestId('timeline-step-accepted')).toHaveAttribute('data-state', /current|done/, { timeout: 60_000 });
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    await expect(page.getByTestId('order-live')).toHaveAttribute('data-mode', 'stream');
    await expect(page.getByTestId('order-timeline')).toHaveAttribute('data-status', 'delivered', { timeout: 90_000 });
    for (const step of ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered']) await expect(page.getByTestId(`timeline-step-${step}`)).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await expect(page.getByTestId('order-live')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(streams.length).toBeGreaterThan(0);

    await page.getByTestId('order-review-submit').click();
    await expect(page.getByTestId('order-review-form').getByRole('alert')).toHaveText('Required');
    await page.getByTestId('order-review-rating').locator('label', { hasText: '4 Stars' }).click();
    await page.getByTestId('order-review-comment').fill('Warm and on time.');
    await page.getByTestId('order-review-submit').click();
    await expect(page.getByTestId('order-review')).toContainText('Warm and on time.');
    await page.reload();
    await expect(page.getByTestId('order-review')).toBeVisible();
    await expect(page.getByTestId('order-review-form')).toHaveCount(0);
    const again = await call(page.request, token, 'POST', `dashboard/user/orders/review/${order.id}`, { rating: 5 });
    expect(again.status).toBe(409);
  });

  test('without the stream the page polls, keeps following the order, and goes back to the stream when it returns', async ({ page }) => {
    test.setTimeout(150_000);
    const token = await signIn(page);
    const stream = '**/dashboard/user/orders/*/stream**';
    await page.route(stream, (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }));
    const order = await placeOrder(page, token, 'cash');
    let reads = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(`/dashboard/user/orders/${order.id}`)) reads += 1;
    });
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByTestId('order-live')).toHaveAttribute('data-mode', 'polling');
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await expect.poll(() => reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.unroute(stream);
    await expect(page.getByTestId('order-live')).toHaveAttribute('data-mode', 'stream', { timeout: 45_000 });
    await expect(page.getByTestId('timeline-step-accepted')).toHaveAttribute('data-state', /current|done/, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a new wallet-paid order is listed as active, canceled after confirming, and shows the refund', async ({ page }) => {
    test.setTimeout(120_000);
    const token = await signIn(page);
    const wallet = async () => (await call(page.request, token, 'GET', 'dashboard/user/profile/show')).body.data.wallet.price as number;
    const before = await wallet();
    const order = await placeOrder(page, token, 'wallet');
    expect(order.transaction.status).toBe('paid');
    expect(await wallet()).toBeCloseTo(before - order.total_price, 2);

    await page.goto('/orders');
    const card = page.getByTestId('orders-panel-active').locator(`[data-order-id="${order.id}"]`);
    await expect(card.getByTestId('order-card-status')).toHaveAttribute('data-status', 'new');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(page.getByTestId('order-payment-status')).toHaveText('Paid');
    await page.getByTestId('order-cancel').click();
    await expect(page.getByTestId('order-cancel-dialog')).toContainText('Are you sure you want to cancel this order?');
    await page.getByRole('button', { name: 'Keep order' }).click();
    await expect(page.getByTestId('order-cancel-dialog')).toBeHidden();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'new');
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('order-cancel-confirm').click();
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'canceled');
    await expect(page.getByTestId('timeline-step-canceled')).toHaveAttribute('data-state', 'canceled');
    await expect(page.getByTestId('timeline-step-cooking')).toHaveCount(0);
    await expect(page.getByTestId('order-payment-status')).toHaveText('Refunded');
    await expect(page.getByTestId('order-refunded')).toBeVisible();
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    expect(await wallet()).toBeCloseTo(before, 2);
    const late = await call(page.request, token, 'POST', `dashboard/user/orders/${order.id}/status/change?status=canceled`);
    expect(late.status).toBe(409);

    await page.goto('/orders?tab=history');
    await expect(page.getByTestId('orders-panel-history').locator(`[data-order-id="${order.id}"]`).getByTestId('order-card-status')).toHaveAttribute('data-status', 'canceled');
  });

  test('repeat order refills the cart (replacing another shop\'s cart after asking) and opens the shop', async ({ page }) => {
    const token = await signIn(page);
    const order = await deliveredOrder(page, token);
    const full = (await call(page.request, token, 'GET', `dashboard/user/orders/${order.id}`)).body.data;
    // Put another shop's dish in the cart first.
    const near = (await call(page.request, token, 'GET', 'rest/shops/paginate?perPage=30')).body.data as Json[];
    const otherShop = near.find((s) => s.id !== full.shop.id)!;
    const dish = (await menuProducts(page.request, token, otherShop.id))[0];
    await emptyCart(page.request, token);
    expect((await call(page.request, token, 'POST', 'dashboard/user/cart/insert-product', { shop_id: otherShop.id, rate: 1, products: [{ stock_id: dish.stock.id, quantity: 1 }] })).status).toBe(200);

    await page.goto(`/orders/${order.id}`);
    await page.getByTestId('order-repeat').click();
    await expect(page.getByTestId('order-repeat-conflict')).toBeVisible();
    await page.getByTestId('order-repeat-replace').click();
    await expect(page).toHaveURL(new RegExp(`/(restaurant|shop)/${full.shop.id}$`));
    const cart = (await call(page.request, token, 'GET', 'dashboard/user/cart')).body.data;
    expect(cart.shop_id).toBe(full.shop.id);
    const inCart = cart.user_carts.flatMap((u: Json) => u.cartDetails.map((d: Json) => d.stock.id));
    for (const line of full.details.filter((d: Json) => !d.bonus)) expect(inCart).toContain(line.stock_id);
    await emptyCart(page.request, token);
  });
});
