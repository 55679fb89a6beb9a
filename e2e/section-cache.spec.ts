import { expect, test, type APIRequestContext } from './support/test';
import { DEVICES, type DeviceName } from './support/devices';
import { scrollToBottomByScreens } from './support/sections';
import { DEMO, signInThroughApi } from './support/sign-in';

/**
 * Kept section HTML (ADR 0029): a page rendered for one visitor reuses the deferred sections another visitor's
 * render left, and must come out byte for byte as if rendered for this visitor alone — signed in as someone else,
 * a guest, or a guest with a theme cookie; phone and desktop; English and Arabic; every home variant, a content page and
 * the shop pages.
 */
const SELLER = { email: 'seller@groops.test', password: DEMO.password };
const PATHS = ['/', '/ar', '/?v=2', '/?v=3', '/?v=4', '/ar/help', '/restaurant/1', '/ar/shop/2'];

/** What differs per response whoever renders it: the CSP nonce, and the order of a preload link's attributes. */
function comparable(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce="N"')
    .replace(/data-n-css="[^"]*"/g, 'data-n-css="N"')
    .replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0')
    .replace(/<link rel="preload" ([^>]*)\/>/g, (_m, attrs: string) => `<link rel="preload" ${(attrs.match(/[a-zA-Z]+="[^"]*"/g) ?? []).sort().join(' ')}/>`);
}

async function page(request: APIRequestContext, path: string, cookie: string, device: DeviceName) {
  const res = await request.get(path, { headers: { cookie, 'user-agent': DEVICES[device].userAgent } });
  expect(res.status()).toBe(200);
  return { html: comparable(await res.text()), sections: res.headers()['x-section-cache'] ?? '' };
}

const emptyCaches = async (request: APIRequestContext) => expect((await request.get('/e2e/setting?key=caches')).status()).toBe(200);

test('a page made of another visitor\'s kept sections is the same page: signed in, a guest, a theme cookie', async ({ request }) => {
  test.setTimeout(120_000);
  const demo = `access_token=${(await signInThroughApi(request)).access_token}`;
  const seller = `access_token=${(await signInThroughApi(request, SELLER)).access_token}`;
  const visitors = [
    { name: 'signed in', filler: seller, visitor: demo },
    { name: 'theme cookie', filler: `theme=dark; ${seller}`, visitor: 'theme=dark' },
    // A guest without cookies whom the whole-page cache has not served yet (it is emptied before each pair).
    { name: 'guest', filler: seller, visitor: '' },
  ];
  for (const path of PATHS) {
    for (const device of ['phone', 'desktop'] as const) {
      for (const { name, filler, visitor } of visitors) {
        const label = `${path} ${device} ${name}`;
        await emptyCaches(request);
        const alone = await page(request, path, visitor, device);
        expect(alone.sections, label).toMatch(/^hit=0 miss=[1-9]/);
        // The seller's render keeps the sections (with the same theme cookie for the guest's row). Kept
        // sections belong to their minute: a pair that straddles one is asked again.
        let reused = { html: '', sections: '' };
        for (let attempt = 0; attempt < 2 && !/^hit=[1-9]/.test(reused.sections); attempt += 1) {
          await emptyCaches(request);
          await page(request, path, filler, device);
          reused = await page(request, path, visitor, device);
        }
        expect(reused.sections, label).toMatch(/^hit=[1-9]\d* miss=0$/);
        expect(reused.html, label).toBe(alone.html);
      }
    }
  }
});

test('a page served from kept sections hydrates each section without a mismatch and works', async ({ browser, request }) => {
  const errors: string[] = [];
  const context = await browser.newContext({ ...DEVICES.phone });
  await context.addCookies([{ name: 'theme', value: 'light', url: test.info().project.use.baseURL ?? 'http://localhost:3100' }]);
  const tab = await context.newPage();
  tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  tab.on('pageerror', (e) => errors.push(e.message));
  await emptyCaches(request);
  await tab.request.get('/'); // this visitor's own first render keeps the sections
  const response = await tab.goto('/');
  expect(response?.headers()['x-section-cache']).toMatch(/^hit=[1-9]\d* miss=0$/);
  const allHydrated = (onFirstScreen = false) =>
    tab.evaluate((first) =>
      [...document.querySelectorAll('[data-hydrate-later]')]
        .filter((s) => s.firstElementChild && (!first || s.getBoundingClientRect().top < window.innerHeight))
        .every((s) => Object.keys(s.firstElementChild!).some((k) => k.startsWith('__reactFiber'))),
      onFirstScreen,
    );
  // The first screen's sections hydrate at load (a section scrolled past before that waits for a touch).
  await expect.poll(() => allHydrated(true), { timeout: 30_000 }).toBe(true);
  await scrollToBottomByScreens(tab, 250);
  // Every kept section is React's again: its first element carries a fiber (idle-priority slices: give them time).
  await expect.poll(() => allHydrated(), { timeout: 30_000 }).toBe(true);
  // And it works: the last shop card's heart toggles.
  const heart = tab.getByTestId('like-button').last();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(errors.filter((e) => /hydrat|#418|#423|did not match/i.test(e))).toEqual([]);
  await context.close();
});

test('the menu\'s first sections come from kept HTML too, hydrate at load without a scroll or a touch, and open a product', async ({ browser, request }) => {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3100';
  const seller = `access_token=${(await signInThroughApi(request, SELLER)).access_token}`;
  const demo = (await signInThroughApi(request)).access_token;
  const cases = [
    { path: '/restaurant/1', device: 'desktop', cookies: [{ name: 'access_token', value: demo }], filler: seller },
    { path: '/ar/shop/2', device: 'phone', cookies: [{ name: 'theme', value: 'dark' }], filler: `theme=dark; ${seller}` },
  ] as const;
  for (const { path, device, cookies, filler } of cases) {
    const errors: string[] = [];
    const context = await browser.newContext({ ...DEVICES[device] });
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
    const tab = await context.newPage();
    tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    tab.on('pageerror', (e) => errors.push(e.message));
    let sections = '';
    // Another visitor's render keeps the sections; a pair that straddles a minute is asked again.
    for (let attempt = 0; attempt < 2 && !/^hit=[1-9]\d* miss=0$/.test(sections); attempt += 1) {
      await emptyCaches(request);
      await request.get(path, { headers: { cookie: filler, 'user-agent': DEVICES[device].userAgent } });
      sections = (await tab.goto(path))?.headers()['x-section-cache'] ?? '';
    }
    expect(sections, path).toMatch(/^hit=[1-9]\d* miss=0$/);
    const first = tab.getByTestId('shop-menu').locator('section[id^="category-"]').first();
    // The first section is one of the kept ones (before, the first two were rendered for every request).
    expect(await first.evaluate((section) => section.parentElement?.hasAttribute('data-hydrate-later')), path).toBe(true);
    const card = first.getByTestId('product-card').first();
    // It hydrates with the page, unlike a far section: no scroll, no touch.
    await expect.poll(() => card.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 15_000 }).toBe(true);
    await card.getByRole('link').click();
    await expect(tab.getByTestId('product-modal')).toBeVisible();
    expect(errors.filter((e) => /hydrat|#418|#423|did not match/i.test(e)), path).toEqual([]);
    await context.close();
  }
});
