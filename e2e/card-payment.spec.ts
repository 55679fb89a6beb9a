import { expect, test, type Page } from './support/test';
import { axeProblems } from './support/axe';
import { signInThroughApi } from './support/sign-in';

/**
 * Card payments with the built-in demo gateway: checkout with the demo card → its hosted page → approve → the
 * order page shows paid; decline → "payment failed" with "try again" / "choose another method", then the wallet
 * pays; a tip after delivery through the card page; the printable receipt (screen and print, phone and desktop,
 * Arabic). The demo operator may move orders on; nothing here depends on an order staying `new`.
 */

const BURGER = '116f804f-e3c0-592c-a542-4d5d7facf49d';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function api(page: Page, baseURL: string) {
  const call = async (method: 'get' | 'post' | 'delete', path: string, data?: unknown) => {
    const res = await page.request[method](`/api/v1/${path}`, { data, headers: { Origin: baseURL } });
    return { status: res.status(), body: (await res.json().catch(() => null)) as any };
  };
  return { get: (path: string) => call('get', path), post: (path: string, data: unknown) => call('post', path, data), delete: (path: string, data: unknown) => call('delete', path, data) };
}

async function freshCart(page: Page, baseURL: string) {
  const client = api(page, baseURL);
  const cart = await client.get('dashboard/user/cart');
  if (cart.status === 200) expect((await client.delete('dashboard/user/cart/delete', { ids: [cart.body.data.id] })).status).toBe(200);
  await page.goto('/restaurant/3');
  await page.locator(`[data-testid="product-card"][data-uuid="${BURGER}"] a`).click();
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByTestId('add-to-cart')).toBeEnabled();
  // The modal closes at once (optimistic); a full page load before the server has the line would cancel the request.
  const inserted = page.waitForResponse((r) => r.url().includes('/dashboard/user/cart/insert-product') && r.request().method() === 'POST');
  await modal.getByTestId('add-to-cart').click();
  await expect(modal).toBeHidden();
  expect((await inserted).ok()).toBe(true);
  await page.goto('/restaurant/3/checkout');
}

/** Checkout with the demo card: the browser ends on the gateway's hosted page. */
async function checkoutWithDemoCard(page: Page) {
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await page.locator(`[data-testid="date-option"][data-date="${tomorrow()}"]`).click();
  const slots = await page.getByTestId('time-select').locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await page.getByTestId('time-select').selectOption(slots.find((s) => s >= '12:00') ?? slots[0]);
  await page.getByTestId('payment-demo').check();
  await page.getByTestId('address-address').fill('1 Test Street');
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/api\/v1\/pay\/demo\/demo_/);
}

const orderIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').filter(Boolean).pop());

test('checkout with the demo card: approve on the provider page, back on the order page it shows paid', async ({ page, baseURL }) => {
  await signInThroughApi(page.request);
  await freshCart(page, baseURL!);
  await checkoutWithDemoCard(page);
  await page.locator('[data-decision="approve"]').click();
  await page.waitForURL(/\/orders\/\d+\?payment=success$/);
  await expect(page.getByTestId('order-payment-success')).toBeVisible();
  await expect(page.getByTestId('order-payment-due')).toHaveCount(0);
  const order = (await api(page, baseURL!).get(`dashboard/user/orders/${orderIdOf(page)}`)).body.data;
  expect(order.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'demo' } });
});

test('a declined card: the order page says payment failed, offers try again and another method; the wallet pays (360 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page.request);
  await freshCart(page, baseURL!);
  await checkoutWithDemoCard(page);
  await page.locator('[data-decision="decline"]').click();
  await page.waitForURL(/\/orders\/\d+\?payment=failed$/);
  const due = page.getByTestId('order-payment-due');
  await expect(due).toHaveAttribute('data-state', 'failed');
  await expect(due).toHaveAttribute('data-hydrated', 'true');
  await expect(due.getByTestId('order-payment-retry')).toBeVisible();
  // The panel itself (the order page's status chip is the order page's own business).
  expect(await axeProblems(page, 'the order page (payment due)', '[data-testid="order-payment-due"]')).toEqual([]);
  await due.getByTestId('order-payment-other').click();
  await due.getByTestId('order-pay-wallet').check();
  await due.getByTestId('order-pay-submit').click();
  await expect(page.getByTestId('order-payment-due')).toHaveCount(0);
  const order = (await api(page, baseURL!).get(`dashboard/user/orders/${orderIdOf(page)}`)).body.data;
  expect(order.transaction).toMatchObject({ status: 'paid', payment_system: { tag: 'wallet' } });
});

test('a tip after delivery through the card page adds to the order; the receipt prints lines and totals', async ({ page, baseURL }) => {
  await signInThroughApi(page.request);
  const client = api(page, baseURL!);
  const list = (await client.get('dashboard/user/orders/paginate?statuses[0]=delivered&perPage=50')).body.data as any[];
  let delivered: any;
  for (const row of list) {
    const detail = (await client.get(`dashboard/user/orders/${row.id}`)).body.data;
    if (detail.transaction?.status === 'paid') {
      delivered = detail;
      break;
    }
  }
  expect(delivered, 'a delivered, paid demo order').toBeTruthy();
  const before = Number(delivered.tips ?? 0);
  await page.goto(`/orders/${delivered.id}`);
  const tip = page.getByTestId('order-tip');
  await expect(tip).toHaveAttribute('data-hydrated', 'true');
  await tip.getByTestId('order-tip-amount').fill('2.50');
  await tip.getByTestId('order-tip-pay-demo').check();
  await tip.getByTestId('order-tip-send').click();
  await page.waitForURL(/\/api\/v1\/pay\/demo\/demo_/);
  await page.locator('[data-decision="approve"]').click();
  await page.waitForURL(new RegExp(`/orders/${delivered.id}\\?payment=success$`));
  await expect(page.getByTestId('order-total-tips')).toHaveAttribute('data-amount', (before + 2.5).toFixed(2));

  const order = (await client.get(`dashboard/user/orders/${delivered.id}`)).body.data;
  for (const size of [{ width: 360, height: 740 }, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto(`/orders/${delivered.id}/receipt`);
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt.getByTestId('order-total')).toHaveAttribute('data-amount', Number(order.total_price).toFixed(2));
    await expect(receipt.getByTestId('order-total-tips')).toBeVisible();
    expect(await receipt.getByTestId('order-line').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeProblems(page, 'the card page')).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('receipt-print')).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(receipt.getByTestId('order-total')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  }
  await page.goto(`/ar/orders/${delivered.id}/receipt`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('receipt-print')).toHaveText('طباعة');
  await expect(page.getByTestId('receipt').getByTestId('order-total')).toBeVisible();
});
