import { expect, test, type ConsoleMessage, type Page } from './support/test';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Console errors that mean the server and client markup disagreed. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    const text = msg.text();
    if ((msg.type() === 'error' || msg.type() === 'warning') && /hydrat|did not match|Minified React error #(418|423|425)/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (err) => {
    if (/hydrat|#418|#423|#425/i.test(err.message)) problems.push(err.message);
  });
  return problems;
}

test.describe('desktop guest', () => {
  test.use({ viewport: { width: 1140, height: 900 }, userAgent: DESKTOP_UA });

  test('sees the wide header with About, Blog and Careers, and no hydration warnings', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/');
    const header = page.getByTestId('wide-header');
    await expect(header).toBeVisible();
    for (const name of ['About', 'Blog', 'Careers']) await expect(header.getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page).toHaveTitle(/Groops/);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('sign-in pages use the simple header with the logo linking home; order and profile pages the back bar', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('simple-header')).toBeVisible();
    await page.getByTestId('simple-header').getByRole('link').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('wide-header')).toBeVisible();
    await page.goto('/help');
    await expect(page.getByTestId('back-header')).toBeVisible();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await page.getByTestId('back-button').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('switching to Arabic turns the page right-to-left with Arabic text, also after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Language English' }).click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/?$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const arabicAbout = page.getByTestId('wide-header').getByRole('link').nth(1);
    await expect(arabicAbout).toHaveText(/[\u0600-\u06FF]/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('wide-header').getByRole('link').nth(1)).toHaveText(/[\u0600-\u06FF]/);
  });

  test('the theme toggle persists across reloads', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-mode', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
  });

  test('a render failure shows the error screen and Try again recovers', async ({ page }) => {
    await page.goto('/e2e/crash');
    await page.getByTestId('explode').click();
    await expect(page.getByRole('alert').filter({ hasText: 'Oops' })).toContainText('Oops, something went wrong!');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('explode')).toBeVisible();
  });

  test('the toast library and its container arrive with the first toast, not at load', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('login-button')).toBeVisible();
    await page.waitForTimeout(800);
    // A mounted container always renders its .Toastify root: none means it was never loaded.
    await expect(page.locator('.Toastify')).toHaveCount(0);
  });

  test('a session revoked elsewhere shows the unauthorized toast once and lands on /login', async ({ page, playwright, baseURL }) => {
    const seller = { email: 'seller@groops.test', password: 'groops-demo' };
    expect((await page.request.post('/api/v1/auth/login', { data: seller })).status()).toBe(200);
    await page.goto('/');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    // The page's own profile refetch comes back first: revoked before it, that refetch is the 401 (toast and a
    // push to /login), and the click below would race it.
    await page.waitForLoadState('networkidle');
    // Another device signs in and changes the password, which ends every other session.
    const other = await playwright.request.newContext({ baseURL });
    const login = await (await other.post('/api/v1/auth/login', { data: seller })).json();
    const changed = await other.post('/api/v1/dashboard/user/profile/password/update', {
      headers: { authorization: `Bearer ${login.data.access_token}` },
      data: { password: 'groops-demo2', password_confirmation: 'groops-demo2' },
    });
    expect(changed.status()).toBe(200);
    await page.getByTestId('wide-header').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('.Toastify__toast')).toHaveCount(1);
    await expect(page.locator('.Toastify__toast')).toContainText('Unauthorized');
    // The demo seller's password back as it was: later specs sign in with it.
    const again = await (await other.post('/api/v1/auth/login', { data: { ...seller, password: 'groops-demo2' } })).json();
    const restored = await other.post('/api/v1/dashboard/user/profile/password/update', {
      headers: { authorization: `Bearer ${again.data.access_token}` },
      data: { password: 'groops-demo', password_confirmation: 'groops-demo' },
    });
    expect(restored.status()).toBe(200);
    await other.dispose();
  });
});

test.describe('phone guest', () => {
  test.use({ viewport: { width: 360, height: 740 }, userAgent: PHONE_UA, isMobile: true });

  test('gets the mobile header in the server HTML itself', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { 'user-agent': PHONE_UA } })).text();
    expect(html).toContain('data-testid="mobile-header"');
    expect(html).not.toContain('data-testid="wide-header"');
    const problems = watchHydration(page);
    await page.goto('/');
    await expect(page.getByTestId('mobile-header')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
