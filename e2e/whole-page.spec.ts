import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContextOptions, type Page } from './support/test';
import { DEVICES, type DeviceName } from './support/devices';
import { wheelToBottom } from './support/sections';
import { signedInState } from './support/sign-in';

/**
 * Every section of a page is there for every visitor: a guest (served from the page cache) and a signed-in
 * customer (rendered per request, with the profile refetched right after load), on a phone and a desktop, in
 * English and Arabic. A visitor who only scrolls with the wheel (no click, no key: either ends deferred hydration
 * by itself) must meet every section heading with its items, and the footer.
 * Regression: a signed-in full load lost every still-deferred section about a second after load.
 * Four of the eight combinations run, chosen so each visitor kind meets each device and each language once (the
 * crawl loads every page in all eight).
 */
const COMBINATIONS = new Set(['guest phone en', 'guest desktop ar', 'signed-in desktop en', 'signed-in phone ar']);

type Locale = 'en' | 'ar';
const messages = (locale: Locale): Record<string, string> => JSON.parse(readFileSync(`public/locales/${locale}/translation.json`, 'utf8'));
const FOOTER = ['footer.company', 'footer.get.app', 'footer.contact'];
const SHOP_PAGE = ['shop.menu', 'shop.working.hours', 'shop.branches', 'shop.reviews.title'];

/** Each page with the headings (translation keys) it must show; home variants by `?v=` (or the ui_type setting). */
const PAGES: Array<{ path: string; headings: string[] }> = [
  { path: '/?v=1', headings: ['home.categories', 'home.stories', 'home.banners', 'home.recommended', 'home.restaurants', 'home.ads', 'home.shops'] },
  { path: '/?v=2', headings: ['home.banners', 'home.categories', 'home.restaurants', 'home.ads', 'home.shops'] },
  { path: '/?v=3', headings: ['home.stories', 'home.recommended', 'home.restaurants', 'home.banners', 'home.categories', 'home.shops', 'home.ads'] },
  { path: '/?v=4', headings: ['home.shops', 'home.categories', 'home.banners', 'home.restaurants', 'home.ads'] },
  { path: '/restaurant/1', headings: SHOP_PAGE },
  // A grocery shop of the demo data (Fresh Fields Market).
  { path: '/shop/18', headings: SHOP_PAGE },
];

const localized = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path === '/' || path.startsWith('/?') ? path.slice(1) : path}`);

let signedIn: BrowserContextOptions['storageState'];
test.beforeAll(async ({ playwright, baseURL }) => {
  signedIn = await signedInState(() => playwright.request.newContext({ baseURL }));
});

for (const who of ['guest', 'signed-in'] as const) {
  for (const device of Object.keys(DEVICES) as DeviceName[]) {
    for (const locale of ['en', 'ar'] as const) {
      if (!COMBINATIONS.has(`${who} ${device} ${locale}`)) continue;
      test(`${who} on a ${device} in ${locale}: every section and the footer, scrolled to by wheel only`, async ({ browser, baseURL }) => {
        test.setTimeout(120_000); // several pages at once, while the other e2e half shares the cores
        const context = await browser.newContext({ ...DEVICES[device], baseURL, storageState: who === 'signed-in' ? signedIn : undefined });
        const t = messages(locale);
        // The pages load side by side, with one wait after load for all.
        const served: string[] = [];
        const pages = await Promise.all(
          PAGES.map(async ({ path }) => {
            const page = await context.newPage();
            const response = await page.goto(localized(locale, path));
            expect(response?.status(), path).toBe(200);
            const headers = response!.headers();
            served.push(`${path}: page cache ${headers['x-page-cache'] ?? '-'}, sections ${headers['x-section-cache'] ?? '-'}`);
            return page;
          }),
        );
        if (who === 'signed-in') await expect(pages[0].getByTestId('login-button')).toHaveCount(0);
        await pages[0].waitForTimeout(1500);
        // Each tab has its own input and renders without being in front: they scroll side by side too.
        const failures = await Promise.all(PAGES.map(({ path, headings }, index) => missingSections(pages[index], localized(locale, path), [...headings, ...FOOTER].map((key) => t[key]))));
        // On a failure, how each page was served and what each look saw (to tell a product gap from a missed look).
        if (failures.some((f) => f.missing.length)) console.log([...served, ...failures.flatMap((f) => f.trail)].join('\n'));
        expect(failures.flatMap((f) => f.missing)).toEqual([]);
        await context.close();
      });
    }
  }
}

/** Scrolls the page by wheel and names each expected heading never seen with items, and a missing footer. */
async function missingSections(page: Page, path: string, headings: string[]): Promise<{ missing: string[]; trail: string[] }> {
  const { seen, footer, trail } = await wheelToBottom(page, headings.slice(0, -FOOTER.length));
  const missing = headings.filter((heading) => !seen.has(heading)).map((heading) => `${path}: no "${heading}"`);
  // The footer's columns may be short (no app links configured); every other section lists something.
  const empty = headings.filter((heading) => seen.get(heading) === 0 && !headings.slice(-FOOTER.length).includes(heading)).map((heading) => `${path}: "${heading}" is empty`);
  const problems = [...missing, ...empty, ...(footer ? [] : [`${path}: no footer with links at the bottom`])];
  return { missing: problems, trail: problems.length ? trail.map((look) => `${path} ${look}`) : [] };
}
