import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { latestSmsCode } from './support/outbox';

/**
 * Profile (issue 16 item 2): an avatar uploaded on /profile shows at once and after a reload; a broken avatar
 * URL falls back to the placeholder; a new phone number is saved only with the code sent to it. Each test signs
 * up its own phone account, so the demo user other specs rely on is untouched.
 */



/** A new customer signed in through the page's own cookie jar (phone code from the development outbox). */
async function signUp(page: Page, phone: string) {
  await page.goto('/');
  const sent = await page.evaluate(async (p) => (await fetch('/api/v1/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: p }) })).json(), phone);
  const body = { verifyId: sent.data.verifyId, verifyCode: latestSmsCode(phone), firstname: 'Avery', lastname: 'Stone', password: 'avery-secret', password_confirmation: 'avery-secret' };
  const done = await page.evaluate(async (b) => (await fetch('/api/v1/auth/verify/phone', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status, body);
  expect(done).toBe(200);
}

const avatar = (page: Page) => page.getByTestId('profile-avatar').locator('img');

test('an avatar uploaded on /profile shows at once and after a reload', async ({ page }) => {
  await signUp(page, '+12025558701');
  await page.goto('/profile');
  await expect(page.getByTestId('avatar-upload')).toHaveAttribute('data-hydrated', 'true');
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#e05a2b' } }).png().toBuffer();
  await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(avatar(page)).toHaveAttribute('src', /\/storage\/images\/users\/\d+-\d+-[0-9a-f]{8}\.webp$/);
  await expect.poll(() => avatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);
  await page.reload();
  await expect(avatar(page)).toHaveAttribute('src', /\/storage\/images\/users\/.+\.webp$/);
  await expect.poll(() => avatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(512);

  // A file the API refuses leaves the avatar as it was and says why.
  const before = await avatar(page).getAttribute('src');
  await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Choose a JPEG, PNG or WebP image up to 2 MB')).toBeVisible();
  await expect(avatar(page)).toHaveAttribute('src', before!);
});

test('an avatar that fails to load shows the placeholder', async ({ page }) => {
  await signUp(page, '+12025558702');
  const status = await page.evaluate(async () =>
    (await fetch('/api/v1/dashboard/user/profile/update', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstname: 'Avery', images: ['/storage/images/users/gone-1.webp'] }) })).status,
  );
  expect(status).toBe(200);
  await page.goto('/profile');
  await expect(avatar(page)).toHaveAttribute('src', '/images/avatar_placeholder.png');
  await expect.poll(() => avatar(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('a new phone number is saved only with the code sent to it', async ({ page }) => {
  await signUp(page, '+12025558703');
  await page.goto('/update-details');
  await expect(page.getByTestId('update-details-page')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('new-phone-input').fill('12');
  await page.getByTestId('phone-change-submit').click();
  await expect(page.getByText('Phone number is invalid')).toBeVisible();

  const phone = '+12025558704';
  await page.getByTestId('new-phone-input').fill(phone);
  await page.getByTestId('phone-change-submit').click();
  await expect(page.getByTestId('phone-code-sent')).toContainText(phone);
  const code = latestSmsCode(phone);
  await page.getByTestId('phone-code-input').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('phone-change-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: /code/i }).first()).toBeVisible();
  await expect(page.getByTestId('new-phone-input')).toHaveValue(phone);

  await page.getByTestId('phone-code-input').fill(code);
  await page.getByTestId('phone-change-submit').click();
  await expect(page.getByText('Phone number updated')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('profile-phone')).toHaveText(phone);
});

test('details keep their values and show the messages next to the fields', async ({ page }) => {
  await signUp(page, '+12025558705');
  await page.goto('/ar/update-details');
  await expect(page.getByTestId('update-details-page')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('email-input').fill('not-an-email');
  await page.getByTestId('birthday-input').fill('2999-01-01');
  await page.getByTestId('update-details-submit').click();
  await expect(page.getByText('أدخل تاريخ ميلاد صحيحًا')).toBeVisible();
  await expect(page.getByTestId('email-input')).toHaveValue('not-an-email');
  await page.getByTestId('email-input').fill('avery@groops.test');
  await page.getByTestId('birthday-input').fill('1991-04-12');
  await page.getByTestId('gender-female').check();
  await page.getByTestId('update-details-submit').click();
  await expect(page).toHaveURL(/\/ar\/profile$/);
  await expect(page.getByTestId('profile-birthday')).toHaveText('1991-04-12');
  await expect(page.getByTestId('profile-email')).toHaveText('avery@groops.test');
});

test('translation files: GET serves the bundle, POST /locales/add is 404 in production', async ({ request }) => {
  const bundle = await request.get('/locales/en/translation.json');
  expect(bundle.status()).toBe(200);
  expect((await bundle.json())['profile.phone.change']).toBe('Change phone number');
  const add = await request.post('/locales/add/en/translation', { data: { 'some.missing.key': 'x' } });
  expect(add.status()).toBe(404);
});
