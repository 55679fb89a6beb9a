import { expect, test } from './support/test';
import en from '../public/locales/en/translation.json';
import ar from '../public/locales/ar/translation.json';

// A key only the help page uses: the hook page's own subset cannot hold it, so the browser fetches the bundle.
const KEY = 'help.still.need';
expect((en as Record<string, string>)[KEY]).toBeTruthy();

test('a text the page did not ship is fetched from /locales and shown, after a 503 is retried', async ({ page }) => {
  const asked: number[] = [];
  await page.route('**/locales/ar/translation.json', async (route) => {
    asked.push(Date.now());
    if (asked.length === 1) return route.fulfill({ status: 503, body: 'busy' });
    return route.continue();
  });
  await page.goto(`/ar/e2e/texts?key=${encodeURIComponent(KEY)}`);
  await expect(page.getByTestId('runtime-text')).toHaveText((ar as Record<string, string>)[KEY]);
  expect(asked).toHaveLength(2);
});

test('a missing file (4xx) is not asked for again; the key stays', async ({ page }) => {
  let asked = 0;
  await page.route('**/locales/en/translation.json', async (route) => {
    asked += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.goto(`/e2e/texts?key=${encodeURIComponent(KEY)}`);
  await expect(page.getByTestId('runtime-text')).toHaveText(KEY);
  await page.waitForTimeout(1500);
  expect(asked).toBe(1);
});

test('pages that ship their keys fetch no bundle', async ({ page }) => {
  const bundles: string[] = [];
  page.on('request', (request) => {
    if (/\/locales\/[^/]+\/[^/]+\.json/.test(request.url())) bundles.push(request.url());
  });
  for (const path of ['/', '/ar', '/restaurant/1', '/ar/restaurant/1', '/login', '/help']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(bundles).toEqual([]);
});
