import { expect, test, type APIRequestContext } from './support/test';
import { DEVICES } from './support/devices';
import { signUpByPhone } from './support/outbox';

/** Table reservations: a guest is asked to sign in; a customer books on a desktop, sees it listed and cancels; Arabic renders RTL. */

test.use(DEVICES.desktop);

type Json = Record<string, any>;

async function bookingShop(request: APIRequestContext): Promise<Json> {
  const res = await request.get('/api/v1/rest/booking/shops/paginate?perPage=1');
  expect(res.status()).toBe(200);
  return (await res.json()).data[0];
}

/** A date from three days on (UTC, like the API) on which the shop takes reservations. */
function openDate(shop: Json): string {
  const closed = new Set(shop.booking_shop_closed_date.map((c: Json) => c.day));
  for (let i = 3; ; i++) {
    const date = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    if (!closed.has(date)) return date;
  }
}

test('a guest sees hours, sections, tables and free times, and is asked to sign in to book', async ({ page }) => {
  const shop = await bookingShop(page.request);
  await page.goto(`/reservations/${shop.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.translation.title);
  await expect(page.getByTestId('booking-hours')).toContainText('Monday');
  await expect(page.getByTestId('booking-section-card').first()).toBeVisible();
  await expect(page.getByTestId('booking-table-chip').first()).toContainText('seat');
  await expect(page.getByTestId('booking-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('booking-date').fill(openDate(shop));
  await expect(page.getByTestId('booking-time').first()).toBeVisible();
  await expect(page.getByTestId('booking-submit')).toHaveCount(0);
  await page.getByTestId('booking-sign-in-link').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Freservations%2F${shop.id}$`));
});

test('a signed-in customer books a table, finds it under Upcoming and cancels it', async ({ page }) => {
  await signUpByPhone(page.request, `+1202556${String(Date.now()).slice(-4)}`);
  await page.goto('/reservations');
  await expect(page.getByTestId('bookings-empty')).toContainText('No reservations yet');
  await page.getByTestId('booking-shop-link').first().click();
  await expect(page).toHaveURL(/\/reservations\/\d+$/);
  const shop = await bookingShop(page.request);
  await expect(page.getByTestId('booking-form')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('booking-date').fill(openDate(shop));
  await page.getByTestId('booking-time').nth(1).click();
  const time = (await page.getByTestId('booking-time').nth(1).textContent())!.trim();
  await page.getByTestId('booking-note').fill('Birthday, a cake at nine');
  await page.getByTestId('booking-submit').click();

  await expect(page).toHaveURL(/\/reservations$/);
  const card = page.getByTestId('booking-card').first();
  await expect(card).toContainText(shop.translation.title);
  await expect(card).toContainText(`${openDate(shop)} ${time}`);
  await expect(card).toContainText('2 guests');
  await expect(card).toContainText('Birthday, a cake at nine');
  await card.getByTestId('booking-cancel').click();
  await page.getByTestId('booking-cancel-confirm').click();
  await expect(page.getByTestId('booking-card').first()).toHaveAttribute('data-status', 'canceled');
  await expect(page.getByTestId('booking-card').first().getByTestId('booking-status')).toHaveText('Canceled');
  await page.getByTestId('bookings-tab-past').click();
  await expect(page.getByTestId('bookings-panel-past').getByTestId('bookings-empty')).toBeVisible();
});

test('the Arabic booking page renders right to left', async ({ page }) => {
  const shop = await bookingShop(page.request);
  await page.goto(`/ar/reservations/${shop.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('مواعيد الحجز')).toBeVisible();
  await expect(page.getByText('الأقسام والطاولات')).toBeVisible();
  await expect(page.getByTestId('booking-sign-in')).toContainText('سجّل الدخول لحجز طاولة.');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
