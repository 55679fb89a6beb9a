import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';

/**
 * Guards of the first-load budget (ADR 0010, 0011) that a reader cannot see in a diff: a `plain` page reaching a
 * MUI module statically, or the storefront importing a zod schema file for one constant, adds 25–35 KB gzip to
 * a page's first load without any visible change.
 */
const root = process.cwd();
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'([^']+)'/gms;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/**
 * Every package a file reaches through static, non-type imports (dynamic `import()` is on demand: not followed;
 * src/server is server-only, reached from getServerSideProps, which Next strips from the browser's bundle).
 */
function staticPackages(entry: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolve(file, spec);
      if (next && !next.startsWith(path.join(root, 'src', 'server'))) stack.push(next);
      else if (next) continue;
      else if (!found.has(spec)) found.set(spec, path.relative(root, file));
    }
  }
  return found;
}

function pageFiles(dir = path.join(root, 'src', 'pages')): string[] {
  return filesUnder(dir).filter((file) => file.endsWith('.tsx') && !path.dirname(file).includes(`${path.sep}api`));
}

describe('first-load guards', () => {
  it('keeps MUI out of every page marked plain (MuiScope is not around them)', () => {
    const plain = pageFiles().filter((file) => /\.plain = true;/.test(fs.readFileSync(file, 'utf8')));
    expect(plain.length).toBeGreaterThan(20);
    const offenders = plain.flatMap((page) =>
      [...staticPackages(page)].filter(([spec]) => spec.startsWith('@mui/') || spec.startsWith('@emotion/')).map(([spec, file]) => `${path.relative(root, page)}: ${file} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the pages slimmed for the first-load budget plain (each ~45–60 KB gzip lighter without MUI)', () => {
    const pages = ['login', 'register', 'reset-password', 'verify-phone', 'update-password', 'update-details', 'be-seller', 'deliver', 'orders/index', 'help', 'referrals', 'wallet', 'saved-locations', 'search', 'reservations', 'reservations/[id]', 'parcels/[id]', 'parcel-checkout', 'orders/[id]', 'orders/[id]/receipt'];
    const notPlain = pages.filter((page) => !/\.plain = true;/.test(fs.readFileSync(path.join(root, 'src', 'pages', `${page}.tsx`), 'utf8')));
    expect(notPlain).toEqual([]);
  });

  it('keeps yup out of the form pages that load their rules on first validation (~12 KB gzip)', () => {
    const pages = ['login', 'register', 'reset-password', 'verify-phone', 'update-password', 'update-details', 'be-seller', 'deliver', 'parcel-checkout'];
    const offenders = pages.flatMap((page) =>
      [...staticPackages(path.join(root, 'src', 'pages', `${page}.tsx`))].filter(([spec]) => spec === 'yup').map(([, file]) => `${page}: ${file} imports yup`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps zod out of the storefront: contract constants it needs live in zod-free modules', () => {
    const offenders = pageFiles().flatMap((page) =>
      [...staticPackages(page)].filter(([spec]) => spec === 'zod').map(([, file]) => `${path.relative(root, page)}: ${file} imports zod`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps i18next out of the browser: pages translate with our own translator (ADR 0019)', () => {
    // next-i18next's serverSideTranslations is reached from getServerSideProps only, which Next strips.
    const browserSide = (spec: string) => /^(i18next|react-i18next|next-i18next)(\/|$)/.test(spec) && spec !== 'next-i18next/pages/serverSideTranslations';
    const offenders = [path.join(root, 'src', 'pages', '_app.tsx'), ...pageFiles()].flatMap((page) =>
      [...staticPackages(page)].filter(([spec]) => browserSide(spec)).map(([spec, file]) => `${path.relative(root, page)}: ${file} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
