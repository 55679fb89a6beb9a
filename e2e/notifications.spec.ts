import { expect, test, type APIRequestContext, type Page } from './support/test';
import { axeProblems } from './support/axe';
import { api, BURGER, BURGER_SHOP } from './support/demo-api';
import { signUpByPhone } from './support/outbox';
import { signInThroughApi } from './support/sign-in';

/**
 * Notifications: the header bell rises live when staff move the customer's order, /notifications lists it
 * unread, marking all read clears the badge; switching order updates off in /settings/notification stops them.
 * A brand-new customer (phone sign-up) keeps the demo operator's moves of other orders out of the counts.
 */

const ADMIN = { email: 'admin@groops.test', password: process.env.DEMO_PASSWORD || 'groops-demo' };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
type Json = Record<string, any>;


async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<Json> {
  const res = await request.fetch(`/api/v1/${url}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `${method} ${url}`).toBeLessThan(300);
  return (await res.json()) as Json;
}

/** A pickup order of the demo burger, tomorrow or later at an hour the shop works. */
async function placePickup(page: Page, token: string): Promise<number> {
  const shop = (await api(page.request, `rest/shops/${BURGER_SHOP}`)).data;
  const stock = (await api(page.request, `rest/products/${BURGER}`)).data.stocks[0];
  const payments = (await api(page.request, 'rest/payments')).data as Json[];
  let slot: Json | null = null;
  for (let i = 1; i <= 14 && !slot; i++) {
    const d = new Date(Date.now() + i * 86_400_000);
    const row = (shop.shop_working_days ?? []).find((r: Json) => r.day === WEEKDAYS[d.getUTCDay()]);
    const closed = (shop.shop_closed_date ?? []).some((c: Json) => c.day === d.toISOString().slice(0, 10));
    if (!row || row.disabled || closed) continue;
    const [h, m] = String(row.from).split(/[-:]/).map(Number);
    slot = { delivery_date: d.toISOString().slice(0, 10), delivery_time: `${String(Math.min(h + 1, 23)).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
  }
  const quantity = Math.max(1, Math.ceil(Number(shop.min_amount ?? 0) / stock.total_price));
  const cart = await call(page.request, token, 'POST', 'dashboard/user/cart/insert-product', { shop_id: BURGER_SHOP, products: [{ stock_id: stock.id, quantity }] });
  const order = await call(page.request, token, 'POST', 'dashboard/user/orders', {
    cart_id: cart.data.id, shop_id: BURGER_SHOP, delivery_type: 'pickup', ...slot, phone: '+12025550123', payment_id: payments.find((p) => p.tag === 'cash')!.id,
  });
  return order.data.id;
}

/** The admin's own request context (signing in through the page's would replace the customer's cookie). */
let admin: { request: APIRequestContext; token: string };
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  admin = { request, token: (await signInThroughApi(request, ADMIN)).access_token };
});
test.afterAll(() => admin?.request.dispose());

const staffMove = (orderId: number, status: string) => call(admin.request, admin.token, 'POST', `dashboard/admin/orders/${orderId}/status/update`, { status });

test('the bell rises live when staff move the order; /notifications marks it read and the badge clears', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await signUpByPhone(page.request, '+12025558871', { firstname: 'Nadia', lastname: 'Bell' });
  const orderId = await placePickup(page, token);
  await page.goto('/');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-mode', 'stream');
  await expect(bell).toHaveAttribute('data-count', '0');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await staffMove(orderId, 'accepted');
  await expect(bell).toHaveAttribute('data-count', '1', { timeout: 5_000 });
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await staffMove(orderId, 'canceled'); // final: nobody moves it any more
  await expect(bell).toHaveAttribute('data-count', '2', { timeout: 5_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByTestId('notifications-body')).toHaveAttribute('data-hydrated', 'true');
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toHaveAttribute('data-read', 'false');
  await expect(items.first()).toContainText(`Order #${orderId} is now Canceled`);
  await items.first().getByTestId('notification-mark-read').click();
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-count', '1');
  await page.getByTestId('notifications-read-all').click();
  await expect(items.nth(1)).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  expect(await axeProblems(page, page.url())).toEqual([]);
});

test('a new customer sees the empty state; switched off, order updates stop arriving (Arabic, right to left)', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await signUpByPhone(page.request, '+12025558872', { firstname: 'Nadia', lastname: 'Bell' });
  await page.goto('/ar/notifications');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('notifications-empty')).toBeVisible();

  await page.goto('/ar/settings/notification');
  await expect(page.getByTestId('notification-settings-body')).toHaveAttribute('data-hydrated', 'true');
  const orderUpdates = page.getByTestId('notification-switch-order_statuses');
  await expect(orderUpdates).toBeChecked();
  await orderUpdates.click();
  await expect(orderUpdates).not.toBeChecked();
  await expect.poll(async () => (await call(page.request, token, 'GET', 'dashboard/user/notifications')).data.find((k: Json) => k.type === 'order_statuses').notification.active).toBe(false);
  await page.reload();
  await expect(page.getByTestId('notification-switch-order_statuses')).not.toBeChecked();
  expect(await axeProblems(page, page.url())).toEqual([]);

  const orderId = await placePickup(page, token);
  await staffMove(orderId, 'canceled');
  const stat = await call(page.request, token, 'GET', 'dashboard/user/profile/notifications-statistic');
  expect(stat.status_changed).toBe(0);
  await page.goto('/ar/notifications');
  await expect(page.getByTestId('notifications-empty')).toBeVisible();
});
