// Wide/tall covers: shop background (1200×600), banner (1200×500), story (720×1280),
// blog/career/page cover (1200×630).
import { faintPattern } from './brand';
import { confetti, placeFood } from './food';
import type { FoodKind, ShopKind } from './kinds';
import { foodKindFor, shopKindFor } from './kinds';
import type { Rng } from './rng';
import { createRng } from './rng';
import type { Palette } from './svg';
import { circle, f, fitText, group, linearGradient, paletteFor, path, rect, shade, svgDoc, textLines } from './svg';

export interface CoverText {
  /** Headline drawn on the image; omit for a text-free picture. */
  title?: string;
  subtitle?: string;
}

const SIDES: readonly FoodKind[] = ['drink', 'cake', 'salad', 'icecream', 'fruit', 'bread'];
const DISHES: readonly FoodKind[] = ['pizza', 'burger', 'salad', 'sushi', 'noodles', 'soup', 'meat', 'fish'];

/** Big soft shapes + a faint geometric pattern over a gradient. */
function backdrop(r: Rng, p: Palette, w: number, h: number, strong: boolean): { defs: string; body: string } {
  const c1 = strong ? shade(p.strong, 0.1) : p.bg;
  const c2 = strong ? shade(p.strong, -0.22) : p.soft;
  const ink = strong ? '#ffffff' : p.strong;
  const defs = linearGradient('cg', [c1, c2], 1, 1) + faintPattern('cp', r.pick(['stripes', 'dots', 'grid'] as const), ink, strong ? 0.12 : 0.1, Math.max(1, w / 800));
  let body = rect(0, 0, w, h, 0, 'url(#cg)') + rect(0, 0, w, h, 0, 'url(#cp)');
  for (let i = 0; i < 4; i++) body += circle(r.range(0, w), r.range(0, h), r.range(0.15, 0.35) * Math.max(w, h), strong ? '#ffffff' : p.mid, `opacity="${f(strong ? 0.07 : 0.25)}"`);
  const wave = `M0,${f(h * 0.82)} C${f(w * 0.3)},${f(h * 0.7)} ${f(w * 0.6)},${f(h * 0.98)} ${f(w)},${f(h * 0.8)} V${h} H0 Z`;
  body += path(wave, strong ? '#000000' : p.mid, `opacity="${strong ? 0.08 : 0.35}"`);
  body += confetti(r, w, h, Math.round((w * h) / 40000), strong ? ['#ffffff', p.soft] : [p.strong, p.mid], undefined, 1.5);
  return { defs, body };
}

/** Headline + subtitle block; returns '' when there is no title. */
function headline(t: CoverText, x: number, y: number, maxW: number, maxSize: number, fill: string, sub: string, anchor: 'start' | 'middle' = 'start'): string {
  if (!t.title) return '';
  const fit = fitText(t.title, maxW, maxSize, Math.round(maxSize * 0.45), 3);
  let s = textLines(fit.lines, x, y + fit.size, fit.size, { fill, anchor, weight: 800, lineHeight: 1.1 });
  if (t.subtitle) {
    const sf = fitText(t.subtitle, maxW, Math.round(maxSize * 0.42), 16, 2);
    s += textLines(sf.lines, x, y + fit.size * (1 + 1.1 * (fit.lines.length - 1)) + sf.size * 1.8, sf.size, { fill: sub, anchor, weight: 400, lineHeight: 1.25 });
  }
  return s;
}

/** Shop background / cover (1200×600): pattern + the shop's motif on a round plate at the right. */
export function buildShopCoverSvg(name: string, kind: ShopKind = shopKindFor(name)): string {
  const r = createRng(`cover:${name}`);
  const p = paletteFor(createRng(`logo:${name}`)); // same hue family as the shop logo
  const { defs, body } = backdrop(r, p, 1200, 600, false);
  // Restaurants without a food word in the name still get a dish, not just a cloche.
  const main: FoodKind = kind === 'restaurant' ? foodKindFor(name, DISHES) : kind;
  const side = r.pick(SIDES.filter((k) => k !== main));
  let s = body + circle(900, 300, 236, '#ffffff', 'opacity="0.75"') + circle(900, 300, 206, '#ffffff');
  s += placeFood(main, name, 690, 100, 420);
  s += circle(610, 470, 92, '#ffffff', 'opacity="0.9"') + placeFood(side, `${name} side`, 535, 395, 150);
  return svgDoc(1200, 600, s, defs);
}

/** Promo banner (1200×500): saturated gradient, big food on a plate at the right, optional text. */
export function buildBannerSvg(seed: string, opts: CoverText & { kind?: FoodKind } = {}): string {
  const r = createRng(`banner:${seed}`);
  const p = paletteFor(r);
  const kind = opts.kind ?? foodKindFor(seed);
  const { defs, body } = backdrop(r, p, 1200, 500, true);
  let s = body + circle(900, 250, 220, '#ffffff', 'opacity="0.16"') + circle(900, 250, 190, '#ffffff');
  s += placeFood(kind, seed, 710, 60, 380);
  s += headline(opts, 80, 120, 560, 72, '#ffffff', shade(p.soft, 0.3));
  return svgDoc(1200, 500, s, defs);
}

/** Story (720×1280): vertical gradient, food centred, optional text at the bottom. */
export function buildStorySvg(seed: string, opts: CoverText & { kind?: FoodKind } = {}): string {
  const r = createRng(`story:${seed}`);
  const p = paletteFor(r);
  const kind = opts.kind ?? foodKindFor(seed);
  const { defs, body } = backdrop(r, p, 720, 1280, true);
  let s = body + circle(360, 520, 300, '#ffffff', 'opacity="0.15"') + circle(360, 520, 262, '#ffffff');
  s += placeFood(kind, seed, 90, 250, 540);
  if (opts.title) s += rect(40, 880, 640, 340, 36, '#000000', 'opacity="0.18"') + headline(opts, 360, 920, 560, 76, '#ffffff', shade(p.soft, 0.3), 'middle');
  return svgDoc(720, 1280, s, defs);
}

function people(p: Palette, x: number, y: number): string {
  let s = '';
  const cols = [p.accent, '#ffffff', shade(p.strong, 0.2)];
  [[-150, 30, 0.85], [150, 30, 0.85], [0, 0, 1]].forEach(([dx, dy, k], i) => {
    const c = cols[i] ?? '#ffffff';
    s += group(circle(0, -90, 62, c) + path('M-120,120 C-120,20 -60,-10 0,-10 C60,-10 120,20 120,120 Z', c), `translate(${f(x + dx)},${f(y + dy)}) scale(${f(k)})`);
  });
  return s;
}

/** Blog / career / static page cover (1200×630). */
export function buildPageCoverSvg(seed: string, opts: CoverText & { variant?: 'blog' | 'career' | 'page'; kind?: FoodKind } = {}): string {
  const r = createRng(`page:${seed}`);
  const p = paletteFor(r);
  const variant = opts.variant ?? 'blog';
  const { defs, body } = backdrop(r, p, 1200, 630, variant !== 'blog');
  let s = body;
  if (variant === 'blog') {
    s += circle(880, 315, 230, '#ffffff', 'opacity="0.8"') + placeFood(opts.kind ?? foodKindFor(seed), seed, 680, 115, 400);
  } else if (variant === 'career') {
    s += circle(880, 330, 240, '#ffffff', 'opacity="0.14"') + people(p, 880, 360);
  } else {
    s += circle(900, 315, 200, '#ffffff', 'opacity="0.12"') + circle(900, 315, 130, '#ffffff', 'opacity="0.16"') + circle(900, 315, 64, '#ffffff', 'opacity="0.9"');
    s += circle(900, 315, 250, 'none', 'stroke="#ffffff" stroke-width="10" opacity="0.35" stroke-dasharray="30 24"') + circle(1060, 150, 36, p.accent) + circle(760, 500, 22, p.soft);
  }
  const ink = variant === 'blog' ? p.dark : '#ffffff';
  s += headline(opts, 80, 170, 540, 68, ink, variant === 'blog' ? p.strong : shade(p.soft, 0.3));
  return svgDoc(1200, 630, s, defs);
}
