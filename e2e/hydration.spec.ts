import { expect, test, type Page, type Response } from './support/test';
import { ANDROID_PHONE_UA } from './support/devices';
import { scrollToBottomByScreens } from './support/sections';
import { signInThroughApi } from './support/sign-in';
import { decodeHtml } from './support/server-html';

/**
 * Deferred hydration (HydrateLater): on a phone, sections far below the first screen stay server HTML until
 * they come near the screen or the user acts, and then work as usual.
 */
test.use({ viewport: { width: 390, height: 800 }, userAgent: ANDROID_PHONE_UA, isMobile: true, hasTouch: true });

/** Per deferred section: is it below the screen, and has React taken over its first element? */
function sections(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-hydrate-later]')].map((section) => {
      const first = section.querySelector('*');
      return {
        below: section.getBoundingClientRect().top > window.innerHeight + 400,
        hydrated: Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber'))),
        empty: !first,
      };
    }),
  );
}

test('far sections of the home stay server HTML until scrolled to, then hydrate', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // The header is interactive: the first screen hydrated.
  await expect.poll(async () => (await sections(page)).some((s) => !s.below && s.hydrated)).toBe(true);
  await page.waitForTimeout(1000);
  const far = (await sections(page)).filter((s) => s.below && !s.empty);
  expect(far.length).toBeGreaterThan(0);
  expect(far.every((s) => !s.hydrated)).toBe(true);
  // The shop list at the bottom is in the server HTML all the same.
  await expect(page.getByTestId('shop-list').getByTestId('shop-card').first()).toBeAttached();

  // Scroll down the way a thumb does, a screen at a time: each section hydrates as it comes near.
  await scrollToBottomByScreens(page, 150);
  await expect.poll(async () => (await sections(page)).filter((s) => !s.empty).every((s) => s.hydrated)).toBe(true);
});

test('signed in, far sections stay server HTML after the profile refetch replaced the stored user', async ({ page }) => {
  await signInThroughApi(page.request);
  const profile = page.waitForResponse((response) => response.url().includes('/dashboard/user/profile/show'));
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await profile;
  await page.waitForTimeout(1000);
  // Before: the new user object went down a context, reached every deferred section and React dropped its HTML.
  const far = (await sections(page)).filter((s) => s.below);
  expect(far.length).toBeGreaterThan(0);
  expect(far.every((s) => !s.empty && !s.hydrated)).toBe(true);
});

test('a tap on a section that is still server HTML reaches its handler', async ({ page }) => {
  await page.goto('/');
  await expect.poll(async () => (await sections(page)).some((s) => !s.below && s.hydrated)).toBe(true);
  const heart = page.getByTestId('shop-list').getByTestId('like-button').first();
  // Jump without scroll events reaching the observer first, then tap at once.
  await heart.scrollIntoViewIfNeeded();
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
});

test('the server sends every section in place (no streamed segments revealed later by script)', async ({ request }) => {
  for (const path of ['/', '/restaurant/1', '/shop']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<!--$-->');
    expect(html, path).not.toContain('hidden id="S:');
    expect(html, path).not.toContain('$RC(');
  }
});

test('first-load scripts carry the V8 compile hint', async ({ page }) => {
  // Bodies are read after the load: a listener reading them itself can outlive the test (a lazy chunk arriving late).
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().includes('/_next/static/chunks/')) scripts.push(response);
  });
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByTestId('home-page')).toBeVisible();
  const hinted = await Promise.all(scripts.map(async (response) => (await response.text()).startsWith('//# allFunctionsCalledOnLoad')));
  expect(hinted.length).toBeGreaterThan(3);
  expect(hinted.filter(Boolean).length).toBeGreaterThan(hinted.length / 2);
});

test('first screens draw their symbols as SVG, not glyphs a UI font lacks (a fallback-font search at first layout)', async ({ request }) => {
  for (const path of ['/', '/restaurant/1', '/shop', '/ar/restaurant/1']) {
    const html = decodeHtml(await (await request.get(path)).text());
    const text = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');
    expect(text.match(/[★☆☾☀⚠✕←→]/gu) ?? [], path).toEqual([]);
  }
});

test('srcSet lists only widths the image can use (no 3840 px candidate for a card)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const widths = [...html.matchAll(/&amp;w=(\d+)&amp;q=\d+ \d+w/g)].map((match) => Number(match[1]));
  expect(widths.length).toBeGreaterThan(10);
  expect(Math.max(...widths)).toBeLessThanOrEqual(2048);
});
