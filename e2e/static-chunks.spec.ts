import { expect, test } from './support/test';

/**
 * Static chunks go out as compressed at build time (scripts/server/precompressed.mjs, ADR 0051): the browser gets
 * brotli for every script and stylesheet of a page, the page still hydrates and works, a client that takes only
 * gzip gets gzip, and pages themselves are still compressed per request by Next.
 */

for (const path of ['/', '/restaurant/1', '/ar/restaurant/1']) {
  test(`every script and stylesheet of ${path} arrives in brotli and the page hydrates`, async ({ page }) => {
    const chunks: Array<{ url: string; encoding: string | undefined; status: number }> = [];
    page.on('response', (res) => {
      if (res.url().includes('/_next/static/') && /\.(js|css)$/.test(new URL(res.url()).pathname)) {
        chunks.push({ url: res.url(), encoding: res.headers()['content-encoding'], status: res.status() });
      }
    });
    await page.goto(path);
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
    expect(chunks.length).toBeGreaterThan(5);
    // A chunk under 1 KB is not worth a copy: Next sends it as before.
    const large = [];
    for (const chunk of chunks) {
      expect(chunk.status, chunk.url).toBe(200);
      if (chunk.encoding === 'br') large.push(chunk);
      else expect((await (await page.request.get(chunk.url, { headers: { 'accept-encoding': 'identity' } })).body()).length, chunk.url).toBeLessThan(1024);
    }
    expect(large.length).toBeGreaterThan(5);
  });
}

test('a client that takes only gzip gets the gzip copy; pages are compressed as before', async ({ page, request }) => {
  let script = '';
  page.on('response', (res) => {
    if (!script && /\/_next\/static\/chunks\/.+\.js$/.test(res.url()) && res.headers()['content-encoding'] === 'br') script = res.url();
  });
  await page.goto('/');
  await expect.poll(() => script).not.toBe('');
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gzip.headers()['x-content-type-options']).toBe('nosniff');
  expect((await gzip.text()).length).toBeGreaterThan(1024);
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(home.headers()['content-encoding']).toBe('gzip');
  expect(await home.text()).toContain('__NEXT_DATA__');
});
