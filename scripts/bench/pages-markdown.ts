/** The BENCHMARKS.md sections for pages and API on the production build (throughput, Lighthouse, first-load JS). */
import { budgetKb, type BundleFigures } from './first-load';
import type { LighthouseFigures } from './lighthouse';
import { lighthouseKey, previousBundleKb, previousLighthouse } from './previous-figures';

export type { BundleFigures };

export interface ThroughputRow {
  label: string;
  rps: number;
  p99: number;
  errors: number;
  loadAverage: number;
  /** Server CPU time per request (the whole `next start` process group), robust to other load on the machine. */
  cpuMsPerRequest?: number;
}

export function throughputMarkdown(runs: ThroughputRow[]): string[] {
  return [
    '## Throughput',
    '',
    '| target | requests/s | p99 latency (ms) | errors + non-2xx | load average (1 min) at start | server CPU ms per request |',
    '|---|---|---|---|---|---|',
    ...runs.map((r) => `| ${r.label} | ${r.rps} | ${r.p99} | ${r.errors} | ${r.loadAverage} | ${r.cpuMsPerRequest ?? ''} |`),
    '',
  ];
}

/** `routeOf` names the Next route of a measured path (for its first-load JS); `previous` is the old BENCHMARKS.md. */
export function lighthouseMarkdown(rows: LighthouseFigures[], bundles: BundleFigures[], routeOf: (url: string) => string, previous: string | null): string[] {
  const before = previousLighthouse(previous);
  return [
    '## Budget pages (issue 20: Lighthouse mobile ≥ 95 at CPU ×4 and ≥ 90 at CPU ×8; first-load JS ≤ 160 KB gzip)',
    '',
    'First-load JS is what Next counts for the route; "JS fetched" is every script the page downloaded while loading',
    '(gzip as sent), the chunks it loads on its own included (for MUI pages: the theme scope, loaded before hydration).',
    "Lighthouse's simulated mobile throttling slows this host's CPU by the \"CPU slowdown\" factor (4 is its mobile default; 8",
    'stands for a host half as fast), so TBT and the score follow the host\'s speed: compare runs from different machines',
    "only with the host's benchmarkIndex (Lighthouse's CPU measure, higher is faster) and the load average beside them.",
    'Signed-in rows: the demo customer signed in through the API, its `access_token` cookie in the browser\'s cookie jar',
    '(the page checked first to be rendered for that customer: private, not from the guest page cache; a run where any',
    'API call answered 401 — the session lost — fails instead of being reported; a failed Lighthouse run, no score, is retried',
    'up to twice and never counted as a score: the runs column says how many failed). "Previous run" is the same row of the',
    'run before this one (with its benchmarkIndex and load). The framework floor is a one-page pages-router app (a heading,',
    'a line, a counter button) built with the same Next and React (`scripts/bench/framework-floor.ts`), its scripts loaded',
    "Next's way (`defer`, in parallel with the first paint; ours come after it, ADR 0053): it says how much of a shortfall",
    'is the host and how much is ours.',
    '',
    '| page | visitor | CPU slowdown | first-load JS gzip (KB) | JS fetched on load (KB) | Lighthouse mobile (median) | runs | LCP (ms) | TBT (ms) | CLS | FCP (ms) | host benchmarkIndex | load average (1 min) | previous run |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((l) => {
      const page = l.label ?? new URL(l.url).pathname;
      const kb = l.label ? '—' : (bundles.find((b) => b.route === routeOf(l.url))?.gzipKb ?? '?');
      const was = before.get(lighthouseKey(page, l.visitor, l.cpuSlowdown)) ?? '—';
      return `| ${page} | ${l.visitor} | ${l.cpuSlowdown} | ${kb} | ${l.scriptKb.toFixed(1)} | ${l.score} | ${l.scores.join(', ')}${l.failedRuns ? ` (${l.failedRuns} failed run${l.failedRuns > 1 ? 's' : ''} retried/left out)` : ''} | ${Math.round(l.lcpMs)} | ${Math.round(l.tbtMs)} | ${l.cls.toFixed(3)} | ${Math.round(l.fcpMs)} | ${Math.round(l.benchmarkIndex)} | ${l.loadAverage} | ${was} |`;
    }),
    '',
  ];
}

/** First-load JS per page against its budget (issue 20 item 3), the previous run's figure beside it. */
export function bundlesMarkdown(bundles: BundleFigures[], previous: string | null): string[] {
  const before = previousBundleKb(previous);
  return [
    '## First-load JavaScript per page',
    '',
    'Budget: 160 KB gzip on `/` and the shop/restaurant page, 200 KB on every other page (`npx tsx scripts/check-first-load.ts`,',
    'run by the test pass after the build; the bench ends with a FAIL line per page over it). Independent of the load.',
    '',
    '| route | gzip (KB) | raw (KB) | budget (KB) | within | previous run gzip (KB) |',
    '|---|---|---|---|---|---|',
    ...bundles.map((b) => `| ${b.route} | ${b.gzipKb} | ${b.rawKb} | ${budgetKb(b.route)} | ${b.gzipKb <= budgetKb(b.route) ? 'yes' : '**NO**'} | ${before.get(b.route) ?? '—'} |`),
    '',
  ];
}
