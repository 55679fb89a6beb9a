import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ANDROID_PHONE_UA } from './support/devices';
import { signInThroughApi } from './support/sign-in';

/**
 * axe-core on the main pages, on a phone and a desktop: no serious or critical violations, and no empty headings
 * or skipped heading levels (axe rates those lower, we do not).
 */

const PAGES = ['/', '/restaurant/3', '/shop', '/liked', '/login', '/ar', '/be-seller', '/referral-terms'];
/** Pages only a signed-in user sees in full (guests get "Please, login first"). */
const SIGNED_IN_PAGES = ['/wallet', '/referrals'];
const ALWAYS = new Set(['heading-order', 'empty-heading']);

async function problems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALWAYS.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('; ')}`);
}

for (const [name, device] of [
  ['phone', { viewport: { width: 390, height: 844 }, userAgent: ANDROID_PHONE_UA }],
  ['desktop', { viewport: { width: 1280, height: 900 } }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use(device);
    for (const path of PAGES) {
      test(`${path} has no serious accessibility problems`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await problems(page)).toEqual([]);
      });
    }
    for (const path of SIGNED_IN_PAGES) {
      test(`${path} signed in has no serious accessibility problems`, async ({ page }) => {
        await signInThroughApi(page.request);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await problems(page)).toEqual([]);
      });
    }
  });
}
