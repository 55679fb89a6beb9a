import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';
import { apiRoutes } from '../../src/server/routes';

/** Lowest versions without the advisories listed in reliability.md G24–G28 (npm audit is unavailable here). */
const FLOORS: Record<string, string> = {
  next: '16.2.5',
};

const parse = (v: string) => v.split(/[.-]/).slice(0, 3).map(Number);
const atLeast = (have: string, floor: string) => {
  const [a, b] = [parse(have), parse(floor)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
};

/** Every .ts/.tsx file under a folder, as [path, text]. */
function sources(dir: string): Array<[string, string]> {
  return filesUnder(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => [path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8')] as [string, string]);
}

describe('standing guards', () => {
  it('loads browser-only chunks through clientOnly, so hydration always meets what the server sent', () => {
    // next/dynamic with ssr: false renders its component during hydration once the chunk is there (React error 418).
    const direct = sources(path.join(process.cwd(), 'src'))
      .filter(([file, text]) => !file.endsWith('client-only.tsx') && /ssr:\s*false/.test(text))
      .map(([file]) => file);
    expect(direct).toEqual([]);
  });

  it('prefetches no link of the header or footer while a page loads (hover and touch still do; ADR 0025)', () => {
    // They are on every page: a viewport prefetch fetched the target's data route (a server render) and ran its
    // chunk loader in the middle of every load.
    const eager = sources(path.join(process.cwd(), 'src', 'ui', 'layout'))
      .flatMap(([file, text]) => (text.match(/<NextLink\b[^>]*>/g) ?? []).filter((tag) => !/prefetch=\{false\}/.test(tag)).map((tag) => `${file}: ${tag}`));
    expect(eager).toEqual([]);
  });

  it('keeps dependencies at or above the advisory floor', () => {
    for (const [name, floor] of Object.entries(FLOORS)) {
      const { version } = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8'));
      expect(atLeast(version, floor), `${name} ${version} < ${floor}`).toBe(true);
    }
  });

  it('requires a signed-in user on every dashboard route', () => {
    const open = apiRoutes.filter((r) => r.path.startsWith('/dashboard') && r.auth !== 'required').map((r) => `${r.method} ${r.path}`);
    expect(open).toEqual([]);
  });

  it('gives every write route a body or query schema, so nothing unvalidated reaches a handler', () => {
    const loose = apiRoutes
      .filter((r) => r.method !== 'GET' && !r.body && !r.query && !r.params && r.path !== '/auth/logout')
      .map((r) => `${r.method} ${r.path}`);
    expect(loose).toEqual([]);
  });
});
