/** The BENCHMARKS.md section of `npm run bench:scale`, kept between markers; the previous run stays below it. */
import fs from 'node:fs';
import os from 'node:os';
import type { RateFigures } from './fixed-rate';
import type { Plan } from './scale-explain';
import type { RoutePlan } from './scale-route-plans';

export const SCALE_START = '<!-- bench:scale -->';
export const SCALE_END = '<!-- /bench:scale -->';
const PREVIOUS = '### Previous scale run';

export interface ScaleRun {
  shops: number;
  products: number;
  rate: number;
  seconds: number;
  fillSeconds: number;
  demo: RateFigures[];
  scale: RateFigures[];
  plans: Plan[];
  routes: RoutePlan[];
  totalSeconds: number;
}

const ms = (plan: string) => /Execution Time: ([0-9.]+) ms/.exec(plan)?.[1] ?? '?';
const figures = (f: RateFigures | undefined) => (!f ? '–' : f.note ? f.note : `${f.p50} / ${f.p95} / ${f.p99}`);
const load = (f: RateFigures | undefined) => (!f ? '–' : f.loadAverageEnd === undefined ? `${f.loadAverage}` : `${f.loadAverage}→${f.loadAverageEnd}`);
/** Demo figure × 1.2 against the figure at scale (the SSR budget), on p95. */
const ssrVerdict = (d: RateFigures | undefined, s: RateFigures) =>
  !d || d.note || s.note ? '' : ` (${(s.p95 / d.p95).toFixed(2)}× demo; budget 1.2×)`;

export function scaleMarkdown(r: ScaleRun): string[] {
  const demoOf = new Map(r.demo.map((d) => [d.label, d]));
  return [
    '## Catalogue at scale on PostgreSQL (issue 20 item 6)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${os.cpus().length} cores). Reproduce: \`npm run bench:scale\` (\`BENCH_SCALE_PRODUCTS\` for a smaller run).`,
    `Throwaway PostgreSQL (fsync off), demo seed, then ${r.shops.toLocaleString('en')} shops (square zones of ~11 km over a ~110 km region) and ${r.products.toLocaleString('en')} products with one stock each, generated in SQL in ${r.fillSeconds} s; the API in-process behind a loopback HTTP server (pool of 10); a fixed ${r.rate} requests/s (open loop) for ${r.seconds} s per target after 2 s of warm-up, over 200 addresses, 32 search words, 200 shops and 200 products. Budget: p95 ≤ 50 ms for each API list; home SSR within 1.2× its demo-size figure.`,
    '',
    '| target | demo p50 / p95 / p99 (ms) | load (1 min, start→end) | at scale p50 / p95 / p99 (ms) | load (1 min, start→end) | errors demo / scale |',
    '|---|---|---|---|---|---|',
    ...r.scale.map((s) => {
      const d = demoOf.get(s.label);
      const atScale = s.note ? s.note : `${s.p50} / **${s.p95}** / ${s.p99}${s.label.startsWith('home SSR') ? ssrVerdict(d, s) : ''}`;
      return `| ${s.label} | ${figures(d)} | ${load(d)} | ${atScale} | ${load(s)} | ${d?.errors ?? '–'} / ${s.errors} |`;
    }),
    '',
    'Query times at scale (EXPLAIN ANALYZE, the plans are in docs/adr/0016-indexes-at-scale.md):',
    '',
    '| query | execution (ms) |',
    '|---|---|',
    ...r.plans.map((p) => `| ${p.label} | ${ms(p.plan)} |`),
    '',
    'What each measured route sends at scale (one request recorded, each select EXPLAIN ANALYZEd with its values):',
    '',
    '| route | statements | slowest (ms) | scans (all statements) |',
    '|---|---|---|---|',
    ...r.routes.map((route) => {
      const scans = [...new Set(route.statements.flatMap((s) => s.scans))];
      const slowest = Math.max(0, ...route.statements.map((s) => s.ms).filter((n) => Number.isFinite(n)));
      return `| ${route.label} | ${route.statements.length} | ${slowest} | ${scans.join('; ')} |`;
    }),
    '',
    `Whole run: ${r.totalSeconds} s.`,
    '',
  ];
}

/** Replaces the section in BENCHMARKS.md (or appends it), keeping the run before it beside the new one. */
export function writeScaleSection(lines: string[]): void {
  const file = fs.existsSync('BENCHMARKS.md') ? fs.readFileSync('BENCHMARKS.md', 'utf8') : '# Benchmarks\n';
  const start = file.indexOf(SCALE_START);
  const end = file.indexOf(SCALE_END);
  const old = start >= 0 && end > start ? file.slice(start + SCALE_START.length, end) : '';
  const oldCurrent = old.split(`\n${PREVIOUS}`)[0].trim();
  const previous = oldCurrent ? ['', PREVIOUS, '', ...oldCurrent.split('\n').filter((l) => !l.startsWith('## ')).map((l) => (l.startsWith('#') ? `#${l}` : l))] : [];
  const section = [SCALE_START, ...lines, ...previous, SCALE_END].join('\n');
  const next = start >= 0 && end > start ? file.slice(0, start) + section + file.slice(end + SCALE_END.length) : `${file.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync('BENCHMARKS.md', next);
}
