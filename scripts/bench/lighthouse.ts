/**
 * Lighthouse (mobile preset, performance only) against a running server: the median of a few runs, because a
 * 2-core machine is noisy. Debian's Chromium, headless; loopback only.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Script bytes the page actually fetched while loading (as sent: gzip), dynamic chunks included. */
  scriptKb: number;
  scores: number[];
}

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

async function once(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { audits, categories } = result.lhr;
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue ?? 0,
      tbtMs: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
      fcpMs: audits['first-contentful-paint'].numericValue ?? 0,
      scriptKb: scriptBytes(audits['network-requests']?.details) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

function scriptBytes(details: unknown): number {
  const items = (details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs Lighthouse `runs` times and reports the run with the median score (its metrics belong together). */
export async function measureLighthouse(url: string, runs = 3): Promise<LighthouseFigures> {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once(url));
  const mid = median(results.map((r) => r.score));
  const pick = results.find((r) => r.score === mid) ?? results[0];
  return { url, ...pick, scores: results.map((r) => r.score) };
}
