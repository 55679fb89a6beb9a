// One Lighthouse run (mobile preset, performance), printed as JSON. Plain Node on purpose: Lighthouse sends
// functions to the browser as source text, and tsx's transpiled helpers (`__name`) do not exist there.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// puppeteer-core is Lighthouse's own driver (its dependency), used here only to set the cookie.
import puppeteer from 'puppeteer-core';

const url = process.argv[2];
// A signed-in run: the session cookie ("access_token=…"), put in the browser's cookie jar as a real sign-in does.
const cookie = process.env.LH_COOKIE;
// Simulated CPU slowdown of this host: Lighthouse's mobile default is 4; 8 stands for a host half as fast.
const cpuSlowdownMultiplier = Number(process.env.LH_CPU_SLOWDOWN || 4);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/**
 * Not Lighthouse's `extraHeaders`: once the page writes a cookie of its own (settings, user), Chromium sends its
 * jar's Cookie header instead of the extra one, every API call answered 401, and the 401 rule signed the
 * visitor out and went to /login mid-run — the "signed-in" row measured a logout (CLS 0.53, the login page's
 * JS). Lighthouse clears no cookies before its run, so one in the jar lasts the whole load.
 */
async function putSessionInJar(sessionCookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const eq = sessionCookie.indexOf('=');
  await browser.setCookie({ name: sessionCookie.slice(0, eq), value: sessionCookie.slice(eq + 1), domain: new URL(url).hostname, path: '/', httpOnly: true, sameSite: 'Lax' });
  await browser.disconnect();
}

try {
  if (cookie) await putSessionInJar(cookie);
  // Flags merge deeply into the mobile preset: only the CPU factor changes, network throttling stays as it is.
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier } };
  const result = await lighthouse(url, flags);
  const { audits, categories, environment, runtimeError } = result.lhr;
  // A run Lighthouse could not score (no paint, a protocol timeout, an audit that errored) has a null score: it is
  // a failed run, not a score of 0. Exit non-zero so the caller retries or leaves it out.
  if (runtimeError) throw new Error(`lighthouse runtime error ${runtimeError.code}: ${runtimeError.message}`);
  if (categories.performance.score == null) {
    const broken = Object.values(audits).filter((a) => a.scoreDisplayMode === 'error').map((a) => `${a.id}: ${a.errorMessage}`);
    throw new Error(`no performance score (${broken.join('; ') || 'unknown reason'})`);
  }
  const items = audits['network-requests']?.details?.items ?? [];
  // A signed-in row must stay signed in: any API call refused 401 means the run measured something else.
  const refused = cookie ? items.filter((i) => i.statusCode === 401 && new URL(i.url).pathname.startsWith('/api/')) : [];
  if (refused.length) throw new Error(`session lost during the run: 401 from ${refused.map((i) => new URL(i.url).pathname).join(', ')}`);
  process.stdout.write(
    JSON.stringify({
      score: Math.round(categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
      tbtMs: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      fcpMs: audits['first-contentful-paint'].numericValue ?? 0,
      benchmarkIndex: environment.benchmarkIndex ?? 0,
      cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
      scriptKb: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024,
    }),
  );
} finally {
  await chrome.kill();
}
