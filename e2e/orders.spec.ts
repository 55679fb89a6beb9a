import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Orders: lists and empty states, the order page with live status, cancel, review, refund and repeat. */

const DATA_DIR = process.env.E2E_DATA_DIR || '.cache/e2e-data';
const DEMO = { email: process.env.DEMO_LOGIN || 'demo@groops.test', password: process.env.DEMO_PASSWORD || 'groops-demo' };

type Json = Record<string, any>;

/** Signs the page's browser context in (HttpOnly cookie) and returns the bearer token for set-up calls. */
async function signIn(page: Page, credentials = DEMO): Promise<string> {
  const res = await page.request.post('/api/v1/auth/login', { data: credentials });
  expect(res.status()).toBe(200);
  return (await res.json()).data.access_token as string;
}

/** A set-up call with the bearer token (no cookie origin check involved). */
async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'DELETE', url: string, data?: unknown): Promise<{ status: number; body: Json }> {
  const res = await request.fetch(`/api/v1/${url}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), body: (await res.json().catch(() => ({}))) as Json };
}

/** A brand-new customer through the phone sign-up and the development SMS outbox: no orders, no refunds. */
async function freshUser(page: Page, phone: string): Promise<void> {
  const sent = await page.request.post(`/api/v1/auth/register?phone=${encodeURIComponent(phone)}`);
  expect(sent.status()).toBe(200);
  const { verifyId } = (await sent.json()).data;
  let code = '';
  await expect
    .poll(() => {
      const file = path.join(DATA_DIR, 'outbox', 'sms.jsonl');
      const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
      const entry = lines.map((l) => JSON.parse(l) as { to: string; text: string }).reverse().find((e) => e.to === phone);
      code = /([0-9]{6})/.exec(entry?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^[0-9]{6}$/);
  const done = await page.request.post('/api/v1/auth/verify/phone', { data: { verifyId, verifyCode: code, firstname: 'Noor', lastname: 'Fresh' } });
  expect(done.status()).toBe(200);
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
    await freshUser(page, '+12025558811');
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
    await freshUser(stranger, '+12025558812');
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
      if (!(full.order_refunds ?? []).length) {
        order = full;
        break;
      }
    }
    expect(order, 'a delivered order without refunds').toBeTruthy();
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
