import { expect, test } from './support/test';
import { ANDROID_PHONE_UA } from './support/devices';

/**
 * The document's first style and layout is the largest main-thread task left at load (ADR 0012, 0025, 0028): what
 * lies below a phone's first screen should be skipped by it (`content-visibility: auto`), not laid out with it.
 * Counted on the server HTML alone (no JavaScript), as the browser lays it out before any script runs.
 */

test.use({ viewport: { width: 412, height: 823 }, userAgent: ANDROID_PHONE_UA, isMobile: true, javaScriptEnabled: false });

/** Elements the first layout must place although they start below the screen (outside any skipped subtree). */
const LIMIT = 40;

for (const path of ['/', '/restaurant/1', '/ar/restaurant/1']) {
  test(`below the first screen, ${path} is skipped by the first layout`, async ({ page }) => {
    await page.goto(path);
    const laidOut = await page.evaluate(() => {
      const skipped = (el: Element) => {
        for (let at: Element | null = el; at; at = at.parentElement) if (getComputedStyle(at).contentVisibility === 'auto') return true;
        return false;
      };
      return Array.from(document.body.querySelectorAll('*')).filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height > 0 && box.top > window.innerHeight && !skipped(el);
      }).length;
    });
    expect(laidOut).toBeLessThan(LIMIT);
  });
}
