import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ANDROID_PHONE_UA } from './support/devices';
import { signInThroughApi } from './support/sign-in';
import { decodeHtml } from './support/server-html';

/**
 * The header on every device: the avatar menu's account pages, favourites (/liked) from the header, the
 * language and currency pickers (a styled listbox, keyboard included) and the phone's settings panel, the
 * currency repricing products and the cart (and surviving reloads), and the theme following the device.
 */

const DESKTOP = { viewport: { width: 1280, height: 900 }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' };
const PHONE = { viewport: { width: 360, height: 740 }, userAgent: ANDROID_PHONE_UA, isMobile: true };
const FRIES = '54a28fa2-313e-5e66-9d13-3d4f8f3f0b4f';
const RESTAURANT = 3;
const DARK_BG = 'rgb(18, 20, 23)';
const LIGHT_BG = 'rgb(247, 247, 245)';

async function currencyByTitle(request: APIRequestContext, title: string): Promise<{ id: number; symbol: string }> {
  const list = (await (await request.get('/api/v1/rest/currencies/active')).json()).data as Array<{ id: number; title: string; symbol: string }>;
  const found = list.find((c) => c.title === title);
  expect(found, `${title} is offered`).toBeTruthy();
  return found!;
}

/** The fries' unit price on the restaurant's menu, as the API prices it in a currency. */
async function friesPrice(request: APIRequestContext, currencyId: number): Promise<number> {
  const menu = (await (await request.get(`/api/v1/rest/shops/${RESTAURANT}/products?currency_id=${currencyId}`)).json()).data;
  const products = [...menu.recommended, ...menu.all.flatMap((c: any) => [...(c.products ?? []), ...(c.children ?? []).flatMap((s: any) => s.products ?? [])])];
  const stock = products.find((p: any) => p.uuid === FRIES).stock;
  return Number(stock.total_price ?? stock.price);
}

async function addFries(page: Page) {
  const opener = page.locator(`[data-testid="product-card"][data-uuid="${FRIES}"] a`);
  await opener.click();
  const modal = page.getByTestId('product-modal');
  await expect(modal.getByTestId('add-to-cart')).toBeEnabled();
  await modal.getByTestId('add-to-cart').click();
  await expect(modal).toBeHidden();
  // The closed dialog hands the focus back to the card a frame later: wait for it, or it takes the focus from what comes next.
  await expect(opener).toBeFocused();
}

/** Picks an option of a header picker the way a keyboard user does: focus, Enter, arrows to it, Enter. */
async function pickWithKeyboard(page: Page, picker: ReturnType<Page['getByTestId']>, option: string) {
  await picker.focus();
  await expect(picker).toBeFocused();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  // The chosen option has the focus first, as in MUI's Select.
  await expect(list.getByRole('option', { selected: true })).toBeFocused();
  const target = list.getByRole('option', { name: option });
  for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
}

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('the avatar menu lists every account page, favourites included', async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    const menu = page.getByTestId('profile-popover');
    const expected: Array<[string, string]> = [
      ['My orders', '/orders'],
      ['Favorites', '/liked'],
      ['Refunds', '/order-refunds'],
      ['Reservations', '/reservations'],
      ['Update details', '/update-details'],
      ['Change password', '/update-password'],
      ['Become a seller', '/be-seller'],
      ['Become a driver', '/deliver'],
    ];
    for (const [name, href] of expected) await expect(menu.getByRole('menuitem', { name, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/profile');
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/\/liked$/);
    await expect(page.getByTestId('liked-page')).toBeVisible();
  });

  test('the language picker is a labelled listbox button that works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const picker = page.getByRole('button', { name: 'Language English' });
    await expect(picker).toHaveAttribute('aria-haspopup', 'listbox');
    await expect(page.getByTestId('wide-header').locator('select')).toHaveCount(0);
    await pickWithKeyboard(page, picker, 'Français');
    await expect(page).toHaveURL(/\/fr\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Langue Français' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Langue Français' })).toBeVisible();
  });

  test('a currency switch reprices the menu and the guest cart, and survives a reload', async ({ page, request }) => {
    const euro = await currencyByTitle(request, 'Euro');
    const dollar = await currencyByTitle(request, 'US Dollar');
    const [usd, eur] = [await friesPrice(request, dollar.id), await friesPrice(request, euro.id)];
    expect(eur).not.toBe(usd);
    await page.goto(`/restaurant/${RESTAURANT}`);
    const price = page.locator(`[data-testid="product-card"][data-uuid="${FRIES}"]`).getByTestId('price');
    await expect(price).toHaveText(`$${usd.toFixed(2)}`);
    await addFries(page);
    const subtotal = page.getByTestId('cart-subtotal');
    await expect(subtotal).toHaveAttribute('data-amount', usd.toFixed(2));

    await pickWithKeyboard(page, page.getByTestId('currency-picker'), `€ · Euro`);
    await expect(price).toHaveText(`${eur.toFixed(2)} €`);
    await expect(subtotal).toHaveAttribute('data-amount', eur.toFixed(2));
    await expect(subtotal).toHaveText(`${eur.toFixed(2)} €`);
    await expect(page.getByTestId('currency-picker')).toHaveAttribute('data-value', String(euro.id));

    await page.reload();
    await expect(price).toHaveText(`${eur.toFixed(2)} €`);
    await expect(subtotal).toHaveAttribute('data-amount', eur.toFixed(2));
    await expect(page.getByTestId('currency-picker')).toHaveAttribute('data-value', String(euro.id));
  });

  test("the server renders the currency cookie's prices, and the guest page cache never serves that page", async ({ request }) => {
    const euro = await currencyByTitle(request, 'Euro');
    const eur = await friesPrice(request, euro.id);
    const path = `/restaurant/${RESTAURANT}`;
    await request.get(path);
    expect((await request.get(path)).headers()['x-page-cache']).toBe('hit');
    const priced = await request.get(path, { headers: { cookie: `currency=${euro.id}` } });
    expect(priced.headers()['x-page-cache']).toBeUndefined();
    expect(priced.headers()['cache-control']).toContain('private');
    expect(decodeHtml(await priced.text())).toContain(`${eur.toFixed(2)} €`);
  });

  test('the signed-in cart is repriced by the API in the chosen currency', async ({ page, request, baseURL }) => {
    const pound = await currencyByTitle(request, 'British Pound');
    await signInThroughApi(page.request);
    const cart = await page.request.get('/api/v1/dashboard/user/cart');
    if (cart.status() === 200) await page.request.delete('/api/v1/dashboard/user/cart/delete', { data: { ids: [(await cart.json()).data.id] }, headers: { Origin: baseURL! } });
    await page.goto(`/restaurant/${RESTAURANT}`);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await addFries(page);
    await expect(page.getByTestId('cart-panel')).toHaveAttribute('data-count', '1');
    await page.getByTestId('currency-picker').click();
    await page.getByRole('option', { name: '£ · British Pound' }).click();
    // The API switched the cart to pounds and priced its line in them; the panel shows exactly that.
    await expect.poll(async () => (await (await page.request.get('/api/v1/dashboard/user/cart')).json()).data.currency_id).toBe(pound.id);
    const server = (await (await page.request.get('/api/v1/dashboard/user/cart')).json()).data;
    const line = server.user_carts[0].cartDetails[0];
    const gbp = (Math.round(line.price * 100) - Math.round((line.discount ?? 0) * 100)) / 100;
    await expect(page.getByTestId('cart-subtotal')).toHaveText(`£${gbp.toFixed(2)}`);
    await page.reload();
    await expect(page.getByTestId('cart-subtotal')).toHaveText(`£${gbp.toFixed(2)}`);
  });
});

for (const [device, use, header] of [
  ['desktop', DESKTOP, 'wide-header'],
  ['phone', PHONE, 'mobile-header'],
] as const) {
  test.describe(`${device}: favourites from the header`, () => {
    test.use(use);

    for (const who of ['guest', 'signed-in'] as const) {
      test(`a ${who} reaches /liked from the header`, async ({ page }) => {
        if (who === 'signed-in') await signInThroughApi(page.request);
        await page.goto('/');
        await expect(page.getByTestId(header)).toBeVisible();
        await expect(page.getByTestId(who === 'guest' ? 'login-button' : 'user-menu')).toBeVisible();
        await page.getByTestId(header).getByRole('link', { name: 'Favorites' }).click();
        await expect(page).toHaveURL(/\/liked$/);
        await expect(page.getByTestId('liked-page')).toBeVisible();
      });
    }
  });
}

test.describe('phone', () => {
  test.use(PHONE);

  test('the settings panel has the language, the currency and the theme', async ({ page }) => {
    await page.goto('/');
    const header = page.getByTestId('mobile-header');
    await header.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Language English' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Currency / })).toBeVisible();

    const toggle = panel.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);

    await panel.getByTestId('currency-picker').click();
    await page.getByRole('option', { name: '€ · Euro' }).click();
    await expect(panel.getByTestId('currency-picker')).toHaveText(/€/);

    await panel.getByTestId('language-picker').click();
    await page.getByRole('option', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/?$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Everything chosen here is kept: theme and currency cookies, the language in the URL.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('mobile-header').getByTestId('settings-button').click();
    await expect(page.getByTestId('settings-panel').getByTestId('currency-picker')).toHaveText(/€/);
  });
});

test.describe('theme without a cookie', () => {
  test.use(DESKTOP);

  test('follows prefers-color-scheme from the first paint, before any script', async ({ browser, baseURL }) => {
    for (const [scheme, background] of [
      ['dark', DARK_BG],
      ['light', LIGHT_BG],
    ] as const) {
      const noScript = await browser.newContext({ ...DESKTOP, baseURL, colorScheme: scheme, javaScriptEnabled: false });
      const page = await noScript.newPage();
      for (const path of ['/', '/liked']) {
        await page.goto(path);
        await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.*/);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), `${path} in ${scheme}`).toBe(background);
      }
      await noScript.close();
    }
  });

  test('after hydration the toggle knows the device is dark and switches to light for good', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
  });
});
