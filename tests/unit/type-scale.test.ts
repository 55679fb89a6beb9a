import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from '@/ui/layout/BrandLogo';
import { filesUnder } from '../support/files-under';

/**
 * Text comes in the sizes of the type scale (globals.css --t-*) and in weights 400 and 700 only. On Linux every
 * size and boldness the page's text uses is one blocking call from the page's first layout to the browser's font
 * service (ADR 0046), each waiting while the page's scripts are parsed: the restaurant page made 12–16 of them.
 */
const SRC = path.join(process.cwd(), 'src');
const source = (f: string) => fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

const SCALE = new Set(['var(--t-xs)', 'var(--t-sm)', 'var(--t-md)', 'var(--t-lg)', 'var(--t-xl)', 'var(--t-2xl)', 'var(--t-display)']);
// Relative sizes follow the text they sit in (an input's 1em adornment), so they add no size of their own.
const relative = (v: string) => /^(inherit|[\d.]+em)$/.test(v);

function offScale(): string[] {
  const off: string[] = [];
  for (const file of filesUnder(SRC).filter((f) => f.endsWith('.css'))) {
    const css = source(file);
    for (const [, v] of css.matchAll(/font-size:\s*([^;}]+?)\s*(?:!important)?\s*[;}]/g)) if (!SCALE.has(v) && !relative(v)) off.push(`${path.relative(SRC, file)}: font-size ${v}`);
    for (const [, v] of css.matchAll(/font-weight:\s*([^;}]+?)\s*[;}]/g)) if (!['400', '700', 'inherit', 'normal', 'bold'].includes(v)) off.push(`${path.relative(SRC, file)}: font-weight ${v}`);
  }
  for (const file of filesUnder(SRC).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    for (const [, v] of source(file).matchAll(/fontWeight[:=]\s*["'{]?(\d+)/g)) if (!['400', '700'].includes(v)) off.push(`${path.relative(SRC, file)}: fontWeight ${v}`);
  }
  return off;
}

describe('the type scale', () => {
  it('is the only source of font sizes and weights in the styles', () => {
    expect(offScale()).toEqual([]);
  });

  it('defines every step it allows', () => {
    const globals = fs.readFileSync(path.join(SRC, 'styles/globals.css'), 'utf8');
    for (const step of SCALE) expect(globals).toContain(`${step.slice(4, -1)}:`);
  });

  it('draws the wordmark unscaled, at 20 px bold like the titles, whatever height the logo is given', () => {
    const svg = renderToStaticMarkup(createElement(BrandLogo));
    const [, , , , boxHeight] = svg.match(/viewBox="(\S+) (\S+) (\S+) (\S+)"/) ?? [];
    expect(svg).toContain(`height="${boxHeight}"`);
    expect(svg).toMatch(/<text[^>]* font-size="20" font-weight="700"/);
  });
});
