import { expect, test } from './support/test';
import { DEMO, signInThroughApi } from './support/sign-in';
import { latestSmsCode } from './support/outbox';



test('the app serves the built-in API with seeded data and security headers @postgres', async ({ page, request }) => {
  const health = await request.get('/api/v1/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).data.database).toBe(process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite');
  const settings = await (await request.get('/api/v1/rest/settings')).json();
  expect(settings.data.find((s: { key: string }) => s.key === 'ui_type')).toBeTruthy();
  const home = await page.goto('/');
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  expect(home?.headers()['x-powered-by']).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'Groops' })).toBeVisible();
});

test('password sign-in sets an HttpOnly cookie that page scripts cannot read, and logout ends the session @postgres', async ({ page }) => {
  await page.goto('/');
  const login = await page.evaluate(async (demo) => {
    const res = await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(demo) });
    return { status: res.status, body: await res.json() };
  }, DEMO);
  expect(login.status).toBe(200);
  expect(login.body.data.user.firstname).toBe('Alex');
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'access_token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  const profile = await page.evaluate(async () => (await fetch('/api/v1/dashboard/user/profile/show')).json());
  expect(profile.data.email).toBe(DEMO.email);
  expect(profile.data.wallet.price).toBeGreaterThan(0);

  const out = await page.evaluate(async () => (await fetch('/api/v1/auth/logout', { method: 'POST' })).status);
  expect(out).toBe(200);
  const after = await page.evaluate(async () => {
    const res = await fetch('/api/v1/dashboard/user/profile/show');
    return { status: res.status, body: await res.json() };
  });
  expect(after.status).toBe(401);
  expect(after.body.statusCode).toBe('ERROR_100');
});

test('phone sign-up works end to end through the development outbox @postgres', async ({ page }) => {
  await page.goto('/');
  const phone = '+12025558800';
  const sent = await page.evaluate(async (p) => (await fetch(`/api/v1/auth/register?phone=${encodeURIComponent(p)}`, { method: 'POST' })).json(), phone);
  expect(sent.data.verifyId).toBeTruthy();
  const code = latestSmsCode(phone);
  expect(code).toMatch(/^[0-9]{6}$/);
  const done = await page.evaluate(
    async ({ verifyId, verifyCode }) => {
      const res = await fetch('/api/v1/auth/verify/phone', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ verifyId, verifyCode, firstname: 'Robin', lastname: 'Hale' }),
      });
      return { status: res.status, body: await res.json() };
    },
    { verifyId: sent.data.verifyId, verifyCode: code },
  );
  expect(done.status).toBe(200);
  const me = await page.evaluate(async () => (await fetch('/api/v1/dashboard/user/profile/show')).json());
  expect(me.data).toMatchObject({ phone, firstname: 'Robin' });
});

test('demo images are generated WebP files served under /storage/images/', async ({ request }) => {
  const avatar = (await signInThroughApi(request)).user.img as string;
  // Absolute on the origin the request came to (contract §2; PUBLIC_URL when set).
  expect(avatar).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/storage\/images\/users\/[a-z0-9-]+\.webp$/);
  const image = await request.get(avatar);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  const bytes = await image.body();
  expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
  expect((await request.get('/storage/images/..%2f..%2fetc/passwd')).status()).toBe(404);
});

/** The signed-in user a page was rendered for, read from the server's HTML (no browser code can mask it). */
async function renderedUser(request: import('@playwright/test').APIRequestContext, path = '/') {
  const html = await (await request.get(path)).text();
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const shell = JSON.parse(data).props?.pageProps ?? {};
  return { firstname: (shell.user?.firstname as string | undefined) ?? null, expired: Boolean(shell.sessionExpired) };
}

test('pages rendered right after an edit, a password change elsewhere or a sign-out show it (kept sessions) @postgres', async ({ page, browser, baseURL }) => {
  const headers = { Origin: baseURL! };
  await signInThroughApi(page.request);
  expect(await renderedUser(page.request)).toEqual({ firstname: 'Alex', expired: false });
  // An edit shows in the very next render.
  expect((await page.request.put('/api/v1/dashboard/user/profile/update', { headers, data: { firstname: 'Kept' } })).status()).toBe(200);
  expect((await renderedUser(page.request)).firstname).toBe('Kept');
  expect((await page.request.put('/api/v1/dashboard/user/profile/update', { headers, data: { firstname: 'Alex' } })).status()).toBe(200);
  expect((await renderedUser(page.request)).firstname).toBe('Alex');

  // A second device's session ends the moment the password changes here.
  const other = await browser.newContext({ baseURL });
  try {
    await signInThroughApi(other.request);
    expect((await renderedUser(other.request)).firstname).toBe('Alex');
    const same = { password: DEMO.password, password_confirmation: DEMO.password };
    expect((await page.request.post('/api/v1/dashboard/user/profile/password/update', { headers, data: same })).status()).toBe(200);
    expect(await renderedUser(other.request)).toEqual({ firstname: null, expired: true });
  } finally {
    await other.close();
  }

  // And this one ends with its sign-out.
  expect((await renderedUser(page.request)).firstname).toBe('Alex');
  expect((await page.request.post('/api/v1/auth/logout', { headers })).status()).toBe(200);
  expect((await renderedUser(page.request)).firstname).toBeNull();
});
