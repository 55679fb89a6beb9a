import { expect, test, type APIRequestContext, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page, type Response } from '@playwright/test';
import { axeProblems } from './support/axe';
import { DEVICES, type DeviceName } from './support/devices';
import { signedInState } from './support/sign-in';

/**
 * Every page route of src/pages, for a guest and a signed-in customer, on a phone and a desktop, in English and
 * Arabic: no console error, no page error, no hydration warning (React #418/#423/#425) and no same-origin
 * request answered ≥ 400, apart from the page's own expected status (the deliberate 404 page); and axe
 * (support/axe.ts: no serious or critical violation, no empty heading, no skipped heading level) on every page.
 * Saved search history and liked shops are seeded (what a returning visitor has in localStorage), and once the
 * page is quiet every deferred section is let hydrate, so late hydration meets the restored state.
 * Not crawled: /e2e/crash (a test hook that throws on purpose) and /api (not a page).
 */

interface Demo {
  banner: number;
  ad: number;
  blog: string;
  career: number;
  category: string;
  order: number;
  liked: Record<string, unknown>;
}

const routes = (demo: Demo): Array<{ path: string; status?: number }> => [
  { path: '/' },
  { path: '/?v=2' },
  { path: '/?v=3' },
  { path: '/?v=4' },
  { path: '/about' },
  { path: '/ads' },
  { path: `/ads/${demo.ad}` },
  { path: '/be-seller' },
  { path: '/blog' },
  { path: `/blog/${demo.blog}` },
  { path: '/brands' },
  { path: '/careers' },
  { path: '/deliver' },
  { path: `/careers/${demo.career}` },
  { path: '/help' },
  { path: '/liked' },
  { path: '/login' },
  { path: '/chat' },
  { path: '/notifications' },
  { path: '/order-refunds' },
  { path: '/orders' },
  { path: `/orders/${demo.order}` },
  { path: `/orders/${demo.order}/receipt` },
  { path: '/privacy' },
  { path: '/profile' },
  { path: '/referral-terms' },
  { path: '/referrals' },
  { path: '/promotion' },
  { path: `/promotion/${demo.banner}` },
  { path: '/register' },
  { path: '/reservations' },
  { path: '/saved-locations' },
  { path: '/reset-password' },
  { path: '/restaurant' },
  { path: '/restaurant/1' },
  { path: '/restaurant/1/checkout' },
  { path: '/search' },
  { path: '/search?q=pizza' },
  { path: '/settings/notification' },
  { path: '/shop' },
  { path: '/shop/18' },
  { path: '/shop/18/checkout' },
  { path: '/shop-category' },
  { path: `/shop-category/${demo.category}` },
  { path: '/terms' },
  { path: '/update-details' },
  { path: '/update-password' },
  { path: '/verify-phone' },
  { path: '/wallet' },
  { path: '/no-such-page', status: 404 },
];

const TABS = 5;

/**
 * axe runs in four of the eight crawls, chosen so every page is audited as a guest and signed in, in English and
 * Arabic, on a phone and a desktop (each visitor kind and language once per device). axe costs about a second of
 * CPU per page here (colour contrast over the whole DOM): all eight crawls would add some 3 minutes to the suite,
 * these four about half that, and the four left out repeat pairs already audited.
 */
const AUDITED = new Set(['guest phone en', 'guest desktop ar', 'signed-in desktop en', 'signed-in phone ar']);
const localized = (locale: string, path: string) => (locale === 'en' ? path : `/${locale}${path === '/' || path.startsWith('/?') ? path.slice(1) : path}`);

async function first<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data[0] as T;
}

let demo: Demo;
let signedIn: BrowserContextOptions['storageState'];
test.beforeAll(async ({ playwright, baseURL }) => {
  signedIn = await signedInState(() => playwright.request.newContext({ baseURL }));
  const request = await playwright.request.newContext({ baseURL, storageState: signedIn });
  demo = {
    banner: (await first<{ id: number }>(request, 'rest/banners/paginate?perPage=1')).id,
    ad: (await first<{ id: number }>(request, 'rest/banners-ads?perPage=1')).id,
    blog: (await first<{ uuid: string }>(request, 'rest/blogs/paginate?type=blog&perPage=1')).uuid,
    career: (await first<{ id: number }>(request, 'rest/careers/paginate?perPage=1')).id,
    category: (await first<{ uuid: string }>(request, 'rest/categories/paginate?type=shop&perPage=1')).uuid,
    order: (await first<{ id: number }>(request, 'dashboard/user/orders/paginate?perPage=1')).id,
    liked: await first<Record<string, unknown>>(request, 'rest/shops/paginate?type=restaurant&perPage=1'),
  };
  await request.dispose();
});

/** A returning visitor's localStorage: two recent searches and a liked restaurant (redux-persist's format). */
function seedPersistedState(context: BrowserContext, liked: Record<string, unknown>) {
  const stored = { search: JSON.stringify(['pizza', 'sushi']), liked: JSON.stringify({ likedShops: [liked] }), _persist: JSON.stringify({ version: -1, rehydrated: true }) };
  return context.addInitScript((value) => {
    if (!window.localStorage.getItem('persist:root')) window.localStorage.setItem('persist:root', value);
  }, JSON.stringify(stored));
}

/** Loads one page and returns what went wrong on it (axe's findings included when `audit`). */
async function visit(page: Page, origin: string, path: string, expected: number, audit: boolean): Promise<string[]> {
  const messages: ConsoleMessage[] = [];
  const problems: string[] = [];
  // The page's own deliberate status (the 404 page) is no failure, nor the browser's console line about it.
  const expectedFailures = new Set<string>();
  const onConsole = (message: ConsoleMessage) => messages.push(message);
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || response.status() < 400) return;
    if (response.request().isNavigationRequest() && response.status() === expected) expectedFailures.add(response.url());
    else problems.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  const response = await page.goto(path, { waitUntil: 'load' });
  if (response?.status() !== expected) problems.push(`status ${response?.status()} instead of ${expected}`);
  // Quiet first (the profile, cart and restored state arrive), then every deferred section hydrates, late.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.evaluate(() => document.dispatchEvent(new Event('pointerdown')));
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  page.off('response', onResponse);
  for (const message of messages) {
    const text = message.text();
    if (message.type() === 'error' && !(text.startsWith('Failed to load resource') && expectedFailures.has(message.location().url))) problems.push(`console error: ${text}`);
    else if (message.type() === 'warning' && /hydrat|did not match|#418|#423|#425/i.test(text)) problems.push(`hydration warning: ${text}`);
  }
  // axe last, on the page as the visitor has it: restored state and every deferred section hydrated.
  return [...problems.map((problem) => `${path}: ${problem}`), ...(audit ? await axeProblems(page, path) : [])];
}

for (const who of ['guest', 'signed-in'] as const) {
  for (const device of Object.keys(DEVICES) as DeviceName[]) {
    for (const locale of ['en', 'ar'] as const) {
      const audit = AUDITED.has(`${who} ${device} ${locale}`);
      test(`${who} on a ${device} in ${locale}: every page loads clean${audit ? ', axe included' : ''}`, async ({ browser, baseURL }) => {
        test.setTimeout(audit ? 360_000 : 120_000);
        const context = await browser.newContext({ ...DEVICES[device], baseURL, storageState: who === 'signed-in' ? signedIn : undefined });
        await seedPersistedState(context, demo.liked);
        const queue = routes(demo).map(({ path, status }) => ({ path: localized(locale, path), status: status ?? 200 }));
        const problems: string[] = [];
        // A few tabs of one context take the pages in turn.
        await Promise.all(
          Array.from({ length: TABS }, async () => {
            const page = await context.newPage();
            for (let next = queue.shift(); next; next = queue.shift()) problems.push(...(await visit(page, new URL(baseURL!).origin, next.path, next.status, audit)));
            await page.close();
          }),
        );
        await context.close();
        expect(problems, `${problems.length} problem(s):\n${problems.join('\n')}`).toEqual([]);
      });
    }
  }
}

test('the routes that are not pages answer', async ({ request }) => {
  for (const path of ['/robots.txt', '/sitemap.xml', '/storage/images/banners/pizza-night.webp', '/locales/en/translation.json', '/locales/ar/errors.json']) expect((await request.get(path)).status(), path).toBe(200);
});
