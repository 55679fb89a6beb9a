// One Lighthouse run (mobile preset, performance), printed as JSON. Plain Node on purpose: Lighthouse sends
// functions to the browser as source text, and tsx's transpiled helpers (`__name`) do not exist there.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
// A signed-in run: the session cookie on every request the page makes (the document, its API calls, images).
const cookie = process.env.LH_COOKIE;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: cookie ? { Cookie: cookie } : undefined });
  const { audits, categories, environment } = result.lhr;
  const items = audits['network-requests']?.details?.items ?? [];
  process.stdout.write(
    JSON.stringify({
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
      tbtMs: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      fcpMs: audits['first-contentful-paint'].numericValue ?? 0,
      benchmarkIndex: environment.benchmarkIndex ?? 0,
      scriptKb: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024,
    }),
  );
} finally {
  await chrome.kill();
}
