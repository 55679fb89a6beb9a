import type { Page } from '@playwright/test';

/**
 * Holds back the script chunks a page loads after its HTML (dynamic imports such as the persisted-state module)
 * by `delayMs`, so a test can pin the order a slow machine produces only sometimes: the page's own data first,
 * the lazily loaded code later.
 */
export async function delayLateChunks(page: Page, path: string, delayMs: number): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const inHtml = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((match) => match[0]));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    if (!inHtml.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
