import { expect, test, type Page } from './support/test';

/**
 * Firebase loads only where it is needed: never without NEXT_PUBLIC_FIREBASE_* at build time, and with them
 * firebase/auth only on /login and /register after a sign-in button's click. Chunks are told apart by text
 * only Firebase's packages contain. Run the configured half against a build made with (fake) values, e.g.
 * NEXT_PUBLIC_FIREBASE_API_KEY=x NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN=x.firebaseapp.com NEXT_PUBLIC_FIREBASE_PROJECT_ID=x.
 */
const CONFIGURED = Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY && process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN && process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID);
const FIREBASE_MARKERS = ['identitytoolkit.googleapis.com', 'fcmregistrations.googleapis.com', 'No Firebase App'];

/** Watches the scripts a page fetches and tells which of them are Firebase code. */
function watchScripts(page: Page) {
  const firebase: string[] = [];
  const all: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    all.push(res.url());
    pending.push(
      res.text().then(
        (text) => void (FIREBASE_MARKERS.some((m) => text.includes(m)) && firebase.push(res.url())),
        () => {},
      ),
    );
  });
  return { all, firebase, settled: () => Promise.all(pending) };
}

async function open(page: Page, url: string, testId?: string) {
  await page.goto(url);
  if (testId) await expect(page.getByTestId(testId)).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
}

test.describe('without Firebase configured', () => {
  test.skip(CONFIGURED, 'this build has Firebase configured');

  test('no page requests Firebase code and no social buttons show', async ({ page }) => {
    const scripts = watchScripts(page);
    await open(page, '/');
    await open(page, '/login', 'login-page');
    await expect(page.getByTestId('social-sign-in')).toHaveCount(0);
    await open(page, '/register', 'register-page');
    await expect(page.getByTestId('social-sign-in')).toHaveCount(0);
    await scripts.settled();
    expect(scripts.all.length).toBeGreaterThan(0);
    expect(scripts.firebase).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  });
});

test.describe('with Firebase configured', () => {
  test.skip(!CONFIGURED, 'build with NEXT_PUBLIC_FIREBASE_* to run these');

  test('the home page loads no Firebase code', async ({ page }) => {
    const scripts = watchScripts(page);
    await open(page, '/');
    await scripts.settled();
    expect(scripts.all.length).toBeGreaterThan(0);
    expect(scripts.firebase).toEqual([]);
  });

  test('/login shows the three buttons and fetches firebase/auth only on a click', async ({ page, context }) => {
    // No internet: whatever Firebase tries to reach outside this server fails at once.
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort());
    context.on('page', (popup) => void popup.close().catch(() => {}));
    const scripts = watchScripts(page);
    await open(page, '/login', 'login-page');
    for (const p of ['google', 'facebook', 'apple']) await expect(page.getByTestId(`social-${p}`)).toBeVisible();
    await scripts.settled();
    expect(scripts.firebase).toEqual([]);

    await page.getByTestId('social-google').click();
    await expect.poll(async () => (await scripts.settled(), scripts.firebase.length), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  test('the sign-in pages let the provider popup report back; other pages keep same-origin', async ({ request }) => {
    expect((await request.get('/login')).headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await request.get('/register')).headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect((await request.get('/')).headers()['cross-origin-opener-policy']).toBe('same-origin');
  });
});
