import { expect, test, type Page } from './support/test';
import { DEVICES, type DeviceName } from './support/devices';
import { signInThroughApi } from './support/sign-in';

/**
 * The page's scripts are asked for after its first contentful paint (ADR 0053): the server HTML names no script
 * file the browser could fetch early, the browser shows the page first, and then the page hydrates and works as
 * before, for a guest and a signed-in customer, on a phone and a desktop, in English and Arabic.
 */
const VISITS: { path: string; device: DeviceName; signedIn: boolean }[] = [
  { path: '/', device: 'phone', signedIn: false },
  { path: '/ar', device: 'desktop', signedIn: true },
  { path: '/restaurant/1', device: 'desktop', signedIn: false },
  { path: '/ar/restaurant/1', device: 'phone', signedIn: true },
];

/** First contentful paint, the document parsed, and the start of every script from /_next/static, in page time (ms). */
function scriptTimings(page: Page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/.+\.js(\?|$)/.test(e.name))
      .map((e) => ({ url: e.name, start: e.startTime })),
  }));
}

for (const { path, device, signedIn } of VISITS) {
  test(`${path} (${device}, ${signedIn ? 'signed in' : 'guest'}): scripts start after the first contentful paint, then the page works`, async ({ browser }) => {
    const context = await browser.newContext({ ...DEVICES[device], baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    if (signedIn) await signInThroughApi(page.request);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));

    const response = await page.goto(path);
    const html = (await response!.text()).toString();
    expect(html, 'no script file for the preload scanner').not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/[^"]+\.js"/);
    expect(html).toContain('first-contentful-paint');

    // React has taken over the page root (hydrated).
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('__next') ?? {}).some((k) => k.startsWith('__reactContainer')))).toBe(true);
    const { fcp, parsed, scripts } = await scriptTimings(page);
    expect(fcp).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(5);
    // After the first paint, and never before the document is parsed (the scripts read the whole page, as `defer`).
    for (const s of scripts) expect(s.start, s.url).toBeGreaterThanOrEqual(Math.max(fcp!, parsed) - 1);

    // The page works: a control answers in this document (React's handler, not a new page load).
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    if (path.includes('/restaurant/')) {
      await page.getByTestId('product-card').first().locator('a').first().click();
      await expect(page.getByTestId('product-modal')).toBeVisible();
    } else {
      await page.getByTestId('address-button').first().click();
      await expect(page.getByTestId('address-search')).toBeVisible();
    }
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
}
