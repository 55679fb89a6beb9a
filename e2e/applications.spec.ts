import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { axeProblems } from './support/axe';
import { extractCode } from '../src/ui/auth/code';
import { DEVICES } from './support/devices';
import { signInThroughApi } from './support/sign-in';

/**
 * Issue 16 items 5 and 6: be a seller (/be-seller) and become a driver (/deliver). Each applicant is a fresh
 * account (the demo customer stays a plain customer for the other specs); staff answer through the admin API.
 */

const DATA_DIR = process.env.E2E_DATA_DIR || '.cache/e2e-data';
const ADMIN = { email: 'admin@groops.test', password: process.env.DEMO_PASSWORD || 'groops-demo' };
const PASSWORD = 'apply-secret';

function mailCode(to: string, since: number): string | null {
  const file = path.join(DATA_DIR, 'outbox', 'mail.jsonl');
  if (!fs.existsSync(file)) return null;
  const entries: Array<{ to: string; text: string }> = fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  return extractCode(entries.slice(since).reverse().find((e) => e.to === to)?.text);
}
const mailCount = () => {
  const file = path.join(DATA_DIR, 'outbox', 'mail.jsonl');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).length : 0;
};

/** A brand-new customer made through the API (email code from the development outbox), signed in on `request`. */
async function newApplicant(request: APIRequestContext, name: string) {
  const email = `${name}-${Date.now()}@groops.test`;
  const since = mailCount();
  expect((await request.post(`/api/v1/auth/register?email=${encodeURIComponent(email)}`)).status()).toBe(200);
  let code: string | null = null;
  await expect.poll(() => (code = mailCode(email, since))).toMatch(/^[0-9]{6}$/);
  expect((await request.get(`/api/v1/auth/verify/${code}?email=${encodeURIComponent(email)}`)).status()).toBe(200);
  const body = { email, firstname: 'Noor', lastname: 'Haddad', password: PASSWORD, password_confirmation: PASSWORD };
  expect((await request.post('/api/v1/auth/after-verify', { data: body })).status()).toBe(200);
  await signInThroughApi(request, { email, password: PASSWORD });
}

/** Staff answer an application through the admin API (Bearer token: no cookie, no Origin needed). */
async function adminAnswers(request: APIRequestContext, path: string, status: string) {
  const { access_token: token } = await signInThroughApi(request, ADMIN);
  const res = await request.post(`/api/v1/${path}`, { data: { status }, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
}

/** axe on the page as it is: no serious or critical violations (e2e/a11y.spec.ts rates them the same way). */
async function expectAccessible(page: Page) {
  expect(await axeProblems(page, page.url())).toEqual([]);
}

async function openForm(page: Page, url: string, testId: string) {
  await page.goto(url);
  // Submitting before hydration would be the browser's own form post: wait for React's handlers.
  await expect(page.getByTestId(testId)).toHaveAttribute('data-hydrated', 'true');
}

async function fillDriverForm(page: Page, labels: { vehicle: string; number: string; expiry: string; area: string; days: string[] }) {
  await page.getByLabel(labels.vehicle).selectOption('motorbike');
  await page.getByLabel(labels.number).fill('DL-4821-77');
  await page.getByLabel(labels.expiry).fill('2031-06-30');
  await page.getByLabel(labels.area).fill('Downtown and Dupont Circle');
  for (const day of labels.days) await page.getByLabel(day, { exact: true }).check();
}

test.describe('guests', () => {
  test('are asked to sign in first on both application pages, with a link that comes back', async ({ page }) => {
    for (const url of ['/be-seller', '/deliver']) {
      await page.goto(url);
      const notice = page.getByTestId('login-first');
      await expect(notice).toContainText('Please, login first');
      await expect(notice.getByRole('link')).toHaveAttribute('href', `/login?next=${encodeURIComponent(url)}`);
      await expectAccessible(page);
    }
    await page.getByTestId('login-first').getByRole('link').click();
    await expect(page).toHaveURL(/\/login\?next=%2Fdeliver$/);
  });

  test('/become-delivery redirects to /deliver, in every language; the footer links to both applications', async ({ page, request }) => {
    const res = await request.get('/become-delivery', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toBe('/deliver');
    await page.goto('/ar/become-delivery');
    await expect(page).toHaveURL(/\/ar\/deliver$/);
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Deliver with Groops' })).toHaveAttribute('href', '/deliver');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Add your restaurant or shop' })).toHaveAttribute('href', '/be-seller');
  });
});

test.describe('signed-in applicants', () => {
  test.use(DEVICES.desktop);

  test('apply to be a seller: under review, then accepted once an admin approves', async ({ page, playwright }) => {
    await newApplicant(page.request, 'seller');
    await openForm(page, '/be-seller', 'seller-form');
    await page.getByLabel('Business name').fill('Nour Kitchen');
    await page.getByLabel('Restaurant').check();
    await page.getByLabel('Phone number').fill('+1 202 555 0142');
    await page.getByLabel('Address').fill('12 Elm St, Washington, DC');
    await page.getByLabel('Description').fill('Home cooking every day.');
    await page.getByTestId('seller-submit').click();
    await expect(page.getByTestId('seller-status')).toContainText('Under review');
    await page.reload();
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-status', 'new');
    const shop = await (await page.request.get('/api/v1/dashboard/user/shops')).json();
    const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await adminAnswers(staff, `dashboard/admin/shops/${shop.data.id}/status`, 'approved');
    await page.reload();
    await expect(page.getByTestId('seller-status')).toContainText('Accepted');
    expect((await (await page.request.get('/api/v1/dashboard/user/profile/show')).json()).data.role).toBe('seller');
    await staff.dispose();
  });

  test('a failed seller application keeps every value and says why', async ({ page }) => {
    await newApplicant(page.request, 'seller-twice');
    await openForm(page, '/be-seller', 'seller-form');
    await page.getByLabel('Business name').fill('Corner Bakery');
    await page.getByLabel('Shop', { exact: true }).check();
    await page.getByLabel('Phone number').fill('+1 202 555 0100');
    await page.getByLabel('Address').fill('1 Main St');
    await page.getByLabel('Description').fill('Fresh bread every morning.');
    // Meanwhile the same account applied from another tab.
    const other = await page.request.post('/api/v1/dashboard/user/shops', {
      data: { type: 'shop', title: { en: 'Other tab' }, phone: '+12025550100' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(other.status()).toBe(201);
    await page.getByTestId('seller-submit').click();
    await expect(page.getByTestId('seller-error')).toContainText('You already have a shop');
    await expect(page.getByLabel('Business name')).toHaveValue('Corner Bakery');
    await expect(page.getByLabel('Description')).toHaveValue('Fresh bread every morning.');
  });

  test('apply to deliver from the avatar menu: errors by the fields, under review, then accepted', async ({ page, playwright }) => {
    await newApplicant(page.request, 'driver');
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('profile-popover').getByRole('menuitem', { name: 'Become a driver' }).click();
    await expect(page).toHaveURL(/\/deliver$/);
    await expect(page.getByTestId('driver-form')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('driver-submit').click();
    await expect(page.getByText('Choose at least one day')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expectAccessible(page);
    await fillDriverForm(page, { vehicle: 'Vehicle type', number: 'Driving licence number', expiry: 'Licence expiry date', area: 'Working area', days: ['Monday', 'Friday'] });
    await page.locator('#driver-from').fill('18:00');
    await page.locator('#driver-to').fill('09:00');
    await page.getByLabel('Phone number').fill('+1 202 555 0190');
    await page.getByTestId('driver-submit').click();
    await expect(page.getByText('The end must be after the start')).toBeVisible();
    await expect(page.getByLabel('Working area')).toHaveValue('Downtown and Dupont Circle');
    await page.locator('#driver-from').fill('09:00');
    await page.locator('#driver-to').fill('18:00');
    await page.getByTestId('driver-submit').click();
    await expect(page.getByTestId('driver-status')).toContainText('Under review');
    await page.reload();
    await expect(page.getByTestId('application-state')).toHaveAttribute('data-status', 'new');
    const application = await (await page.request.get('/api/v1/dashboard/user/deliveryman-applications')).json();
    expect(application.data).toMatchObject({ vehicle_type: 'motorbike', availability: { days: ['monday', 'friday'], from: '09:00', to: '18:00' } });
    const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await adminAnswers(staff, `dashboard/admin/deliveryman-applications/${application.data.id}/status`, 'accepted');
    await page.reload();
    await expect(page.getByTestId('driver-status')).toContainText('Accepted');
    expect((await (await page.request.get('/api/v1/dashboard/user/profile/show')).json()).data.role).toBe('deliveryman');
    await staff.dispose();
  });
});

test.describe('in Arabic on a phone', () => {
  test.use(DEVICES.phone);

  test('the driver application reads right to left, errors in Arabic, and is sent', async ({ page }) => {
    await newApplicant(page.request, 'driver-ar');
    await openForm(page, '/ar/deliver', 'driver-form');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'كن سائق توصيل' })).toBeVisible();
    await page.getByTestId('driver-submit').click();
    await expect(page.getByText('اختر يومًا واحدًا على الأقل')).toBeVisible();
    await expectAccessible(page);
    await fillDriverForm(page, { vehicle: 'نوع المركبة', number: 'رقم رخصة القيادة', expiry: 'تاريخ انتهاء الرخصة', area: 'منطقة العمل', days: ['السبت'] });
    await page.getByLabel('رقم الهاتف').fill('+1 202 555 0191');
    await page.getByTestId('driver-submit').click();
    await expect(page.getByTestId('driver-status')).toContainText('قيد المراجعة');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
