// `node scripts/bench/first-layout.mjs <url> [runs]` against a running `next start`: a cold phone load in Debian's
// Chromium per run, traced, printing the page's largest Layout (wall and thread CPU) and the synchronous calls the
// renderer made to the browser's font service during the load (font matching, render style per size and weight).
// Lighthouse's simulation multiplies each main-thread task's WALL time by its CPU slowdown, waits included; but
// this first layout comes before the first paint, and removing its waits left TBT as it was (ADR 0046).
// Plain Node (no tsx): Playwright only, no Lighthouse.
import { chromium, devices } from '@playwright/test';

const url = process.argv[2];
const runs = Number(process.argv[3] || 3);
const FONT_CALLS = /^(FontCache::GetFontPlatformData|WebSandboxSupportLinux::GetWebFontRenderStyleForStrike|FontDataService::MatchFamilyName)$/;

async function traceLoad() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts', '__metadata'];
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories } });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await browser.close();
  }
}

const ms = (us) => Math.round(us / 100) / 10;
for (let i = 0; i < runs; i++) {
  const events = await traceLoad();
  const [layout] = events.filter((e) => e.name === 'Layout' && e.ph === 'X').sort((a, b) => b.dur - a.dur);
  const all = events.filter((e) => e.ph === 'X' && FONT_CALLS.test(e.name));
  // Outermost calls only: a font lookup's own round trips are nested inside it.
  const calls = all.filter((e) => !all.some((o) => o !== e && o.tid === e.tid && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur));
  const inLayout = calls.filter((e) => layout && e.ts >= layout.ts && e.ts < layout.ts + layout.dur);
  const sum = (xs) => ms(xs.reduce((s, e) => s + e.dur, 0));
  const strikes = all.filter((e) => e.name.includes('RenderStyleForStrike'));
  console.log(
    JSON.stringify({
      largestLayoutMs: layout ? ms(layout.dur) : 0,
      largestLayoutCpuMs: layout ? ms(layout.tdur ?? 0) : 0,
      fontCallsInIt: inLayout.length,
      fontWaitInItMs: sum(inLayout),
      renderStyleCalls: strikes.length,
      renderStyleWaitMs: sum(strikes),
    }),
  );
}
