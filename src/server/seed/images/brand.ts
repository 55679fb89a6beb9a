// Square identity images (256×256): shop logo, avatar, brand wordmark, category icon,
// parcel type icon.
import { confetti, placeFood, softBackdrop } from './food';
import type { FoodKind, ShopKind } from './kinds';
import { foodKindFor, shopKindFor } from './kinds';
import { createRng } from './rng';
import type { Palette } from './svg';
import { circle, ellipse, f, FONT_SANS, FONT_SERIF, fitText, group, initialsOf, linearGradient, line, paletteFor, path, rect, shade, svgDoc, textLines } from './svg';

/** Generic "restaurant" motif: a serving cloche, in the 512 food space. */
export function drawCloche(): string {
  return (
    ellipse(256, 372, 190, 26, '#000', 'opacity="0.1"') +
    path('M110,340 A146,146 0 0 1 402,340 Z', '#cfd8dc') +
    path('M150,300 A110,110 0 0 1 230,210', 'none', 'stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.6"') +
    circle(256, 186, 20, '#90a4ae') +
    rect(86, 336, 340, 28, 14, '#90a4ae')
  );
}

function motif(kind: ShopKind, seed: string, x: number, y: number, size: number): string {
  if (kind === 'restaurant') return group(drawCloche(), `translate(${f(x)},${f(y)}) scale(${f(size / 512)})`);
  return placeFood(kind, seed, x, y, size);
}

/** Pattern of faint diagonal stripes or dots across a w×h area. */
export function faintPattern(id: string, kind: 'stripes' | 'dots' | 'grid', color: string, opacity: number, scale = 1): string {
  const s = 24 * scale;
  const tile =
    kind === 'stripes'
      ? `<path d="M0,${f(s)} L${f(s)},0" stroke="${color}" stroke-width="${f(4 * scale)}"/>`
      : kind === 'dots'
        ? circle(s / 2, s / 2, 2.5 * scale, color)
        : `<path d="M0,0 H${f(s)} M0,0 V${f(s)}" stroke="${color}" stroke-width="${f(1.5 * scale)}"/>`;
  return `<pattern id="${id}" width="${f(s)}" height="${f(s)}" patternUnits="userSpaceOnUse"><g opacity="${f(opacity)}">${tile}</g></pattern>`;
}

/** Shop logo (256×256): rounded badge in a name-derived colour, initials, motif chip. */
export function buildShopLogoSvg(name: string, kind: ShopKind = shopKindFor(name)): string {
  const r = createRng(`logo:${name}`);
  const p = paletteFor(r);
  const initials = initialsOf(name, 2);
  const size = initials.length > 1 ? (/[MW]/.test(initials) ? 80 : 92) : 112;
  const defs = linearGradient('lg', [shade(p.strong, 0.12), shade(p.strong, -0.18)]) + faintPattern('lp', r.pick(['stripes', 'dots', 'grid'] as const), '#ffffff', 0.12);
  let body = rect(0, 0, 256, 256, 48, 'url(#lg)') + rect(0, 0, 256, 256, 48, 'url(#lp)');
  body += circle(128, 128, 112, 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.3"');
  body += textLines([initials], 128, 104 + size * 0.36, size, { fill: '#ffffff', anchor: 'middle', weight: 700 });
  body += `<clipPath id="lc"><circle cx="128" cy="194" r="40"/></clipPath>` + circle(128, 194, 42, '#ffffff');
  body += group(motif(kind, name, 80, 146, 96), '', 'clip-path="url(#lc)"');
  return svgDoc(256, 256, body, defs);
}

/** Category icon (256×256): soft background with the kind's drawing. */
export function buildCategoryIconSvg(name: string, kind: FoodKind = foodKindFor(name)): string {
  const r = createRng(`category:${name}`);
  return svgDoc(256, 256, softBackdrop(r, paletteFor(r), 256) + placeFood(kind, name, 20, 22, 216));
}

/** User avatar (256×256): coloured square (crop it round in CSS) with initials. */
export function buildAvatarSvg(name: string): string {
  const r = createRng(`avatar:${name}`);
  const p = paletteFor(r);
  const initials = initialsOf(name, 2);
  const size = initials.length > 1 ? 100 : 120;
  const body = rect(0, 0, 256, 256, 0, 'url(#ag)') + circle(r.pick([40, 216]), 230, 90, '#ffffff', 'opacity="0.08"') + textLines([initials], 128, 128 + size * 0.36, size, { fill: '#ffffff', anchor: 'middle', weight: 700 });
  return svgDoc(256, 256, body, linearGradient('ag', [shade(p.strong, 0.15), shade(p.strong, -0.1)], 0, 1));
}

/** Brand logo (256×256): a text wordmark in one of a few seeded styles. */
export function buildBrandLogoSvg(name: string): string {
  const r = createRng(`brand:${name}`);
  const p = paletteFor(r);
  const style = r.pick(['plain', 'pill', 'serif', 'mark'] as const);
  const upper = style === 'serif' || r.chance(0.4);
  const text = upper ? name.toUpperCase() : name;
  const family = style === 'serif' ? FONT_SERIF : FONT_SANS;
  const fit = fitText(text, style === 'pill' ? 180 : 204, style === 'mark' ? 48 : 56, 14, 3);
  const lh = fit.size * 1.1;
  const blockH = lh * (fit.lines.length - 1);
  const cy = style === 'mark' ? 150 : 128;
  const y0 = cy - blockH / 2 + fit.size * 0.36;
  let body = rect(0, 0, 256, 256, 0, style === 'pill' ? p.bg : '#ffffff');
  const fill = style === 'pill' ? '#ffffff' : p.strong;
  if (style === 'pill') body += rect(14, cy - blockH / 2 - fit.size * 0.75, 228, blockH + fit.size * 1.5, Math.min(40, (blockH + fit.size * 1.5) / 2), p.strong);
  if (style === 'mark') body += circle(128, 76, 26, p.accent) + circle(128, 76, 12, '#ffffff') + circle(150, 62, 8, p.strong);
  body += textLines(fit.lines, 128, y0, fit.size, { fill, anchor: 'middle', weight: style === 'serif' ? 700 : 800, family, lineHeight: 1.1 });
  if (style === 'serif' || style === 'plain') body += path(`M58,${f(y0 + blockH + 22)} Q128,${f(y0 + blockH + 38)} 198,${f(y0 + blockH + 22)}`, 'none', `stroke="${p.accent}" stroke-width="6" stroke-linecap="round"`);
  return svgDoc(256, 256, body);
}

function box(p: Palette, s: number, extra: 'fragile' | 'cold' | 'none'): string {
  const w = 150 * s;
  const h = 110 * s;
  const d = 40 * s;
  const x = 128 - (w + d * 0.8) / 2;
  const y = 150 - h / 2 + d * 0.3;
  const kraft = '#d4a373';
  let g = path(`M${f(x)},${f(y)} L${f(x + d * 0.8)},${f(y - d * 0.6)} H${f(x + w + d * 0.8)} L${f(x + w)},${f(y)} Z`, shade(kraft, 0.25));
  g += path(`M${f(x + w)},${f(y)} L${f(x + w + d * 0.8)},${f(y - d * 0.6)} V${f(y + h - d * 0.6)} L${f(x + w)},${f(y + h)} Z`, shade(kraft, -0.18));
  g += rect(x, y, w, h, 4 * s, kraft) + rect(x + w / 2 - 12 * s, y, 24 * s, h * 0.42, 0, shade(kraft, 0.4));
  g += path(`M${f(x + w / 2 - 12 * s)},${f(y)} L${f(x + w / 2 - 12 * s + d * 0.8)},${f(y - d * 0.6)} H${f(x + w / 2 + 12 * s + d * 0.8)} L${f(x + w / 2 + 12 * s)},${f(y)} Z`, shade(kraft, 0.55));
  const cx = x + w * 0.28;
  const cy = y + h * 0.7;
  if (extra === 'fragile') g += path(`M${f(cx - 12)},${f(cy - 18)} H${f(cx + 12)} Q${f(cx + 12)},${f(cy + 2)} ${f(cx)},${f(cy + 4)} Q${f(cx - 12)},${f(cy + 2)} ${f(cx - 12)},${f(cy - 18)} Z`, p.strong) + line(cx, cy + 4, cx, cy + 18, p.strong, 4) + line(cx - 9, cy + 18, cx + 9, cy + 18, p.strong, 4);
  if (extra === 'cold') for (let i = 0; i < 3; i++) g += line(cx - 14 * Math.cos((i * Math.PI) / 3), cy - 14 * Math.sin((i * Math.PI) / 3), cx + 14 * Math.cos((i * Math.PI) / 3), cy + 14 * Math.sin((i * Math.PI) / 3), '#1e88e5', 4);
  return ellipse(128, y + h + 12, w * 0.6, 8, '#000', 'opacity="0.1"') + g;
}

/** Parcel type icon (256×256): envelope for documents, a box sized by the type name otherwise. */
export function buildParcelIconSvg(type: string): string {
  const r = createRng(`parcel:${type}`);
  const p = paletteFor(r);
  const t = type.toLowerCase();
  let body = rect(0, 0, 256, 256, 48, p.bg) + confetti(r, 256, 256, 8, [p.mid, p.accent], { x: 128, y: 128, r: 100 });
  if (/doc|letter|envelope|paper/.test(t)) {
    body += ellipse(128, 196, 84, 8, '#000', 'opacity="0.1"') + rect(40, 70, 176, 118, 10, '#ffffff', `stroke="${p.mid}" stroke-width="4"`);
    body += path('M44,76 L128,140 L212,76', 'none', `stroke="${p.strong}" stroke-width="6" stroke-linejoin="round"`) + circle(184, 160, 14, p.accent);
    return svgDoc(256, 256, body);
  }
  const s = /\b(xs|mini|tiny)\b/.test(t) ? 0.6 : /small|\bs\b/.test(t) ? 0.72 : /medium|\bm\b/.test(t) ? 0.86 : /large|big|\bl\b|xl|heavy|bulk/.test(t) ? 1.05 : r.pick([0.72, 0.86, 1]);
  const extra = /fragile|glass/.test(t) ? 'fragile' : /cold|frozen|fresh|food|chill/.test(t) ? 'cold' : 'none';
  return svgDoc(256, 256, body + box(p, s, extra));
}
