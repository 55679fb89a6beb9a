import { expect, test, type APIRequestContext, type Page } from './support/test';
import { axeProblems } from './support/axe';
import { api, BURGER, BURGER_SHOP } from './support/demo-api';
import { signUpByPhone } from './support/outbox';
import { signInThroughApi } from './support/sign-in';

/**
 * Support chat (issue 18 item 5), on the built-in client: a customer opens the chat from the header icon,
 * writes, and the demo operator's greeting arrives live; an admin answers through the API and the customer
 * sees it live, with the unread count on the header icon elsewhere. From an order page the message carries the
 * order; while the stream is down the chat says it is reconnecting and catches up when it is back (Arabic, RTL).
 */

const ADMIN = { email: 'admin@groops.test', password: process.env.DEMO_PASSWORD || 'groops-demo' };
type Json = Record<string, any>;

let admin: { request: APIRequestContext; token: string };
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  admin = { request, token: (await signInThroughApi(request, ADMIN)).access_token };
});
test.afterAll(() => admin?.request.dispose());

async function adminAnswer(chatId: number, message: string): Promise<void> {
  const res = await admin.request.post(`/api/v1/dashboard/admin/chats/${chatId}/messages`, { data: { message }, headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status()).toBe(201);
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A cash pickup order of the demo burger, on the first later day the shop works. */
async function placePickup(page: Page, token: string): Promise<number> {
  const call = async (url: string, data: unknown) => {
    const res = await page.request.post(`/api/v1/${url}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), url).toBeLessThan(300);
    return (await res.json()) as Json;
  };
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
  const cart = await call('dashboard/user/cart/insert-product', { shop_id: BURGER_SHOP, products: [{ stock_id: stock.id, quantity }] });
  const order = await call('dashboard/user/orders', {
    cart_id: cart.data.id, shop_id: BURGER_SHOP, delivery_type: 'pickup', ...slot, phone: '+12025550123', payment_id: payments.find((p) => p.tag === 'cash')!.id,
  });
  return order.data.id;
}

async function ownChatId(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/v1/dashboard/user/chat')).json()) as Json;
  return body.data.chat.id;
}

async function send(page: Page, text: string) {
  await expect(page.getByTestId('chat-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toHaveAttribute('data-sender', 'user');
}

test('a customer writes from the header icon, gets the operator greeting and an admin answer live, and the unread count', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpByPhone(page.request, '+12025558893', { firstname: 'Chloe', lastname: 'Chat' });
  await page.goto('/');
  const icon = page.getByTestId('chat-link');
  await expect(icon).toHaveAttribute('data-mode', 'live');
  await expect(icon).toHaveAttribute('data-count', '0');
  await icon.click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('chat-view')).toHaveAttribute('data-state', 'live');

  await send(page, 'Hello, is the bakery open on Sunday?');
  const fromSupport = page.getByTestId('chat-message').and(page.locator('[data-sender="admin"]'));
  await expect(fromSupport).toHaveCount(1, { timeout: 10_000 });
  await expect(fromSupport).toContainText('Groops support');

  const chatId = await ownChatId(page);
  await adminAnswer(chatId, 'Yes, from 8 to 14.');
  await expect(fromSupport.filter({ hasText: 'Yes, from 8 to 14.' })).toBeVisible({ timeout: 5_000 });
  const texts = await page.getByTestId('chat-message').allInnerTexts();
  expect(texts.findIndex((t) => t.includes('Sunday'))).toBeLessThan(texts.findIndex((t) => t.includes('from 8 to 14')));

  await page.goto('/help');
  await expect(icon).toHaveAttribute('data-mode', 'live');
  await adminAnswer(chatId, 'Anything else?');
  await expect(icon).toHaveAttribute('data-count', '1', { timeout: 5_000 });
  await expect(page.getByTestId('chat-badge')).toHaveText('1');
  await icon.click();
  await expect(fromSupport.filter({ hasText: 'Anything else?' })).toBeVisible();
  await expect(page.getByTestId('chat-link')).toHaveAttribute('data-count', '0', { timeout: 5_000 });
  expect(await axeProblems(page, page.url())).toEqual([]);
});

test('from an order page the message carries the order; offline it says reconnecting and catches up (Arabic, RTL)', async ({ page, context }) => {
  test.setTimeout(90_000);
  const token = await signUpByPhone(page.request, '+12025558894', { firstname: 'Omar', lastname: 'Order' });
  const orderId = await placePickup(page, token);
  await page.goto(`/ar/orders/${orderId}`);
  await page.getByTestId('order-chat-link').click();
  await expect(page).toHaveURL(new RegExp(`/ar/chat\\?order=${orderId}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('chat-order')).toContainText(String(orderId));
  await send(page, 'أين طلبي؟');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'أين طلبي؟' })).toContainText(String(orderId));
  await expect(page.getByTestId('chat-message').and(page.locator('[data-sender="admin"]'))).toContainText('مرحب', { timeout: 10_000 });
  await expect(page.getByTestId('chat-view')).toHaveAttribute('data-state', 'live');

  const chatId = await ownChatId(page);
  await context.setOffline(true);
  await expect(page.getByTestId('chat-state')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('chat-view')).toHaveAttribute('data-state', 'reconnecting');
  await adminAnswer(chatId, 'طلبك في الطريق');
  await context.setOffline(false);
  await expect(page.getByTestId('chat-message').filter({ hasText: 'طلبك في الطريق' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('chat-view')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('chat-state')).toHaveCount(0);
});
