/** The BENCHMARKS.md sections for pages and API on the production build (throughput, Lighthouse, first-load JS). */
import type { LighthouseFigures } from './lighthouse';

export interface ThroughputRow {
  label: string;
  rps: number;
  p99: number;
  errors: number;
  loadAverage: number;
  /** Server CPU time per request (the whole `next start` process group), robust to other load on the machine. */
  cpuMsPerRequest?: number;
}

export interface BundleFigures {
  route: string;
  gzipKb: number;
  rawKb: number;
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

/** `routeOf` names the Next route of a measured path (for its first-load JS). */
export function lighthouseMarkdown(rows: LighthouseFigures[], bundles: BundleFigures[], routeOf: (url: string) => string): string[] {
  return [
    '## Budget pages (issue 4: Lighthouse mobile ≥ 90, first-load JS ≤ 180 KB gzip)',
    '',
    'First-load JS is what Next counts for the route; "JS fetched" is every script the page downloaded while loading',
    '(gzip as sent), the chunks it loads on its own included (for MUI pages: the theme scope, loaded before hydration).',
    "Lighthouse's simulated mobile throttling slows this host's CPU 4×, so TBT and the score follow the host's speed: compare",
    "runs from different machines only with the host's benchmarkIndex (Lighthouse's CPU measure, higher is faster) beside them.",
    'Signed-in rows: the demo customer signed in through the API, its `access_token` cookie in the browser\'s cookie jar',
    '(the page checked first to be rendered for that customer: private, not from the guest page cache; a run where any',
    'API call answered 401 — the session lost — fails instead of being reported).',
    '',
    '| page | visitor | first-load JS gzip (KB) | JS fetched on load (KB) | Lighthouse mobile (median) | runs | LCP (ms) | TBT (ms) | CLS | FCP (ms) | host benchmarkIndex | load average (1 min) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((l) => {
      const kb = bundles.find((b) => b.route === routeOf(l.url))?.gzipKb ?? '?';
      return `| ${new URL(l.url).pathname} | ${l.visitor} | ${kb} | ${l.scriptKb.toFixed(1)} | ${l.score} | ${l.scores.join(', ')} | ${Math.round(l.lcpMs)} | ${Math.round(l.tbtMs)} | ${l.cls.toFixed(3)} | ${Math.round(l.fcpMs)} | ${Math.round(l.benchmarkIndex)} | ${l.loadAverage} |`;
    }),
    '',
  ];
}

export function bundlesMarkdown(bundles: BundleFigures[]): string[] {
  return ['## First-load JavaScript per page', '', '| route | gzip (KB) | raw (KB) |', '|---|---|---|', ...bundles.map((b) => `| ${b.route} | ${b.gzipKb} | ${b.rawKb} |`), ''];
}
