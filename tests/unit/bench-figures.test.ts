import { describe, expect, it } from 'vitest';
import { budgetFailures, budgetKb, ceilingFailures } from '../../scripts/bench/first-load';
import { lighthouseKey, previousBundleKb, previousLighthouse } from '../../scripts/bench/previous-figures';

describe('first-load budget (issue 20 item 3)', () => {
  it('holds / and the shop page to 160 KB and every other page to 200 KB', () => {
    expect(budgetKb('/')).toBe(160);
    expect(budgetKb('/restaurant/[id]')).toBe(160);
    expect(budgetKb('/shop/[id]')).toBe(160);
    expect(budgetKb('/login')).toBe(200);
    const failures = budgetFailures([
      { route: '/', gzipKb: 160.1, rawKb: 0 },
      { route: '/login', gzipKb: 200, rawKb: 0 },
      { route: '/register', gzipKb: 279.6, rawKb: 0 },
    ]);
    expect(failures).toEqual(['FAIL first-load JS / 160.1 KB gzip > 160 KB budget', 'FAIL first-load JS /register 279.6 KB gzip > 200 KB budget']);
  });

  it('in the test pass, lets a listed page stay over budget up to its ceiling, and nothing else', () => {
    const bundles = [
      { route: '/login', gzipKb: 250, rawKb: 0 },
      { route: '/register', gzipKb: 262.1, rawKb: 0 },
      { route: '/orders', gzipKb: 230.9, rawKb: 0 },
      { route: '/about', gzipKb: 201, rawKb: 0 },
      { route: '/help', gzipKb: 199, rawKb: 0 },
    ];
    // Within 1 KB of its ceiling a page passes (build-to-build noise); beyond, it fails.
    expect(ceilingFailures(bundles, { '/login': 251, '/register': 261, '/help': 230, '/orders': 230 })).toEqual([
      'FAIL first-load JS /register 262.1 KB gzip grew past its ceiling 261 KB (budget 200)',
      'FAIL first-load JS /about 201 KB gzip > 200 KB budget',
    ]);
  });
});

describe('previous run beside the new one (issue 20 item 7)', () => {
  const old = [
    '| page | visitor | first-load JS gzip (KB) | Lighthouse mobile (median) | runs | host benchmarkIndex | load average (1 min) |',
    '|---|---|---|---|---|---|---|',
    '| / | guest | 188 | 97 | 97, 96 | 2883 | 1.2 |',
    '| /restaurant/1 | signed-in | 189 | 90 | 90, 91 | 2667 | 3.4 |',
    '',
    '| route | gzip (KB) | raw (KB) |',
    '|---|---|---|',
    '| / | 188 | 552.1 |',
    '| /login | 275.9 | 842.6 |',
  ].join('\n');

  it('reads Lighthouse rows without a CPU column as the default slowdown 4, with their benchmarkIndex and load', () => {
    const before = previousLighthouse(old);
    expect(before.get(lighthouseKey('/', 'guest', 4))).toBe('97 (benchmarkIndex 2883, load 1.2)');
    expect(before.get(lighthouseKey('/restaurant/1', 'signed-in', 4))).toBe('90 (benchmarkIndex 2667, load 3.4)');
    expect(before.get(lighthouseKey('/', 'guest', 8))).toBeUndefined();
  });

  it('reads first-load figures per route', () => {
    expect(previousBundleKb(old).get('/login')).toBe('275.9');
    expect(previousBundleKb(null).size).toBe(0);
  });
});
