/**
 * First-load JavaScript per page (gzip), from the build's own manifest, and the budget every page must keep
 * (issue 20 item 3). Read by `npm run bench` (its budget line) and by `scripts/check-first-load.ts`, which the
 * test pass runs right after `npm run build` so a page that grows over its budget fails the pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  route: string;
  gzipKb: number;
  rawKb: number;
}

interface BundleRow {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

/** The home page and the shop/restaurant page carry the tight budget: they are where visitors arrive. */
export const LANDING_ROUTES = ['/', '/restaurant/[id]', '/shop/[id]'];
export const LANDING_BUDGET_KB = 160;
export const PAGE_BUDGET_KB = 200;

export const budgetKb = (route: string): number => (LANDING_ROUTES.includes(route) ? LANDING_BUDGET_KB : PAGE_BUDGET_KB);

/** Pages only (no API routes, no `_app`/`_error` internals), sorted by route. */
export function firstLoadJs(dist = process.env.NEXT_DIST_DIR || '.next'): BundleFigures[] {
  const stats = path.join(dist, 'diagnostics', 'route-bundle-stats.json');
  const rows = JSON.parse(fs.readFileSync(stats, 'utf8')) as BundleRow[];
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(fs.readFileSync(file)).length);
    return gzipOf.get(file) as number;
  };
  return rows
    .filter((r) => !r.route.startsWith('/api') && !r.route.startsWith('/_'))
    .map((r) => ({
      route: r.route,
      gzipKb: Math.round(r.firstLoadChunkPaths.reduce((sum, p) => sum + gzip(p), 0) / 102.4) / 10,
      rawKb: Math.round(r.firstLoadUncompressedJsBytes / 102.4) / 10,
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** One line per page over its budget, e.g. "FAIL first-load JS /login 276 KB gzip > 200 KB"; none when all fit. */
export function budgetFailures(bundles: BundleFigures[]): string[] {
  return bundles.filter((b) => b.gzipKb > budgetKb(b.route)).map((b) => `FAIL first-load JS ${b.route} ${b.gzipKb} KB gzip > ${budgetKb(b.route)} KB budget`);
}

/** Pages not yet within budget, each held to the size it had when listed (scripts/first-load-ceilings.json). */
export type Ceilings = Record<string, number>;

/**
 * The test pass's check, a ratchet: a page fails when it is over its budget and either not listed in `ceilings`
 * or grown past its listed ceiling. So no page may newly go over budget and no listed page may grow, while the
 * pages still to be slimmed do not turn the whole pass red. The bench's budget line stays strict.
 */
/**
 * Growth a listed page may show before it fails: a build in another directory or on another machine gzips a few
 * hundred bytes differently, and a tiny shared change must not turn fifty pages red. Real growth is larger.
 */
export const CEILING_SLACK_KB = 1;

export function ceilingFailures(bundles: BundleFigures[], ceilings: Ceilings): string[] {
  return bundles
    .filter((b) => b.gzipKb > budgetKb(b.route) && !(b.route in ceilings && b.gzipKb <= ceilings[b.route] + CEILING_SLACK_KB))
    .map((b) => (b.route in ceilings ? `FAIL first-load JS ${b.route} ${b.gzipKb} KB gzip grew past its ceiling ${ceilings[b.route]} KB (budget ${budgetKb(b.route)})` : `FAIL first-load JS ${b.route} ${b.gzipKb} KB gzip > ${budgetKb(b.route)} KB budget`));
}
