import { expect, test, type APIRequestContext } from './support/test';
import { signInThroughApi } from './support/sign-in';

/**
 * Pages in a Latin script go out in ASCII (src/server/render/ascii-html.ts): "·", "–", "©" and the Arabic name
 * of the language menu as references or JSON escapes, which the browser reads as the same characters. Pages
 * mostly in Arabic stay in UTF-8. Guest and signed in, phone and desktop share the renderer; both visitors here.
 */

const nonAscii = async (request: APIRequestContext, path: string) => {
  const body = await (await request.get(path)).body();
  return body.filter((b) => b >= 0x80).length;
};

test('English pages are sent in ASCII and read the same in the browser; Arabic pages stay UTF-8', async ({ page, request }) => {
  for (const path of ['/', '/restaurant/3', '/shop', '/blog']) expect(await nonAscii(request, path), path).toBe(0);
  expect(await nonAscii(request, '/ar/restaurant/3')).toBeGreaterThan(1000);

  await signInThroughApi(page.request);
  expect(await nonAscii(page.request, '/')).toBe(0);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expect(page).toHaveTitle(/^Groops — /);
  await expect(page.locator('body')).toContainText(/\d+–\d+ min/);
  await expect(page.locator('footer').first()).toContainText('© ');
  // The page data keeps every character: the language menu names Arabic in Arabic.
  const languages = await page.evaluate(() => JSON.parse(document.getElementById('__NEXT_DATA__')!.textContent!).props.pageProps.languages as Array<{ title: string }>);
  expect(languages.map((l) => l.title)).toContain('العربية');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
