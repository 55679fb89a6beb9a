import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with one change: a navigation (`goto`, `reload`, back, forward) also waits until React has
 * taken over the page. The page's scripts are asked for after its first paint (ADR 0053), which can come after
 * the `load` event Playwright waits for; a click before the page's root exists would be lost, as a visitor's
 * would. Navigations that ask for an earlier point (`waitUntil: 'commit'` / `'domcontentloaded'`) and pages
 * without JavaScript are left as they are.
 */
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;
const patched = new WeakSet<Page>();

/** True once the page has no Next root or React has created its container on it. */
function reactHasRoot() {
  const root = document.getElementById('__next');
  return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

async function untilHydrated(page: Page): Promise<void> {
  // A page that never hydrates fails its own assertions; this wait only keeps a test from acting too early.
  await page.waitForFunction(reactHasRoot, undefined, { timeout: 10_000 }).catch(() => undefined);
}

function waitForReactOnNavigation(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
      if (options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded') await untilHydrated(page);
      return response;
    };
  }
}

function patchContext(context: BrowserContext, javaScriptEnabled: boolean): BrowserContext {
  if (!javaScriptEnabled) return context;
  context.pages().forEach(waitForReactOnNavigation);
  context.on('page', waitForReactOnNavigation);
  return context;
}

function patchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => patchContext(await newContext(options), options?.javaScriptEnabled !== false);
}

export const test = base.extend<object, { reactAwareBrowser: void }>({
  reactAwareBrowser: [async ({ browser }, run) => (patchBrowser(browser), run()), { scope: 'worker', auto: true }],
  context: async ({ context, javaScriptEnabled }, run) => run(patchContext(context, javaScriptEnabled !== false)),
  page: async ({ page, javaScriptEnabled }, run) => {
    if (javaScriptEnabled !== false) waitForReactOnNavigation(page);
    await run(page);
  },
});
