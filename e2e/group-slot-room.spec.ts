import { expect, test, type Browser, type BrowserContextOptions } from './support/test';
import { ANDROID_PHONE_UA, DESKTOP_UA } from './support/devices';
import { signedInState } from './support/sign-in';

/**
 * The group-order slot renders in the browser only (it depends on the visitor's cart and membership); until its
 * code is there the server's placeholder holds its room. A fixed 40 px box was too short on phones, where the
 * start row's text wraps under its button: the menu jumped ~46 px down after load (Lighthouse CLS 0.007, ADR 0028).
 * Here the menu must sit where the server HTML alone (no JavaScript) put it, once the real start row has come.
 */

const SHOP = '/restaurant/1';
const screens = [
  { name: 'phone 412', viewport: { width: 412, height: 823 }, userAgent: ANDROID_PHONE_UA, isMobile: true },
  { name: 'phone 360', viewport: { width: 360, height: 740 }, userAgent: ANDROID_PHONE_UA, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA, isMobile: false },
];

async function menuTop(browser: Browser, options: BrowserContextOptions, path: string, withScript: boolean): Promise<number> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: withScript });
  try {
    const page = await context.newPage();
    await page.goto(path);
    if (withScript) await expect(page.getByTestId('group-start')).toBeVisible();
    return await page.getByTestId('shop-menu').evaluate((menu) => Math.round(menu.getBoundingClientRect().top + window.scrollY));
  } finally {
    await context.close();
  }
}

let signedIn: BrowserContextOptions['storageState'];
test.beforeAll(async ({ playwright, baseURL }) => {
  signedIn = await signedInState(() => playwright.request.newContext({ baseURL }));
});

for (const visitor of ['guest', 'signed-in'] as const) {
  for (const lang of ['', '/ar']) {
    test(`the group slot's arrival moves nothing below it (${visitor}, ${lang || 'en'})`, async ({ browser }) => {
      for (const { name, ...screen } of screens) {
        const options: BrowserContextOptions = { ...screen, storageState: visitor === 'signed-in' ? signedIn : undefined };
        const server = await menuTop(browser, options, `${lang}${SHOP}`, false);
        const loaded = await menuTop(browser, options, `${lang}${SHOP}`, true);
        expect(loaded, `${name}: the menu's top before (server HTML) and after the group slot came`).toBe(server);
      }
    });
  }
}
