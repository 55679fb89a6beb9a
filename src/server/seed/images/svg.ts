// Small SVG-string helpers shared by all builders: colours, shapes, text layout.
import type { Rng } from './rng';
import { createRng } from './rng';
import { f } from './text';

export * from './text';

// ---------- colours ----------

/** HSL (h in degrees, s/l in 0..100) to #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number): number => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const ch = (n: number): string => {
    const v = lig - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${ch(0)}${ch(8)}${ch(4)}`;
}

function parseHex(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours, t=0 → a, t=1 → b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  return `#${pa.map((x, i) => Math.round(x + ((pb[i] ?? 0) - x) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** amount > 0 lightens toward white, < 0 darkens toward black. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);
}

export interface Palette {
  hue: number;
  /** very light background */
  bg: string;
  soft: string;
  mid: string;
  /** saturated, white text readable on it */
  strong: string;
  dark: string;
  /** complementary accent */
  accent: string;
}

/** Curated hues that give pleasant, non-muddy palettes. */
const HUES = [2, 14, 26, 38, 150, 165, 178, 192, 205, 218, 232, 258, 280, 318, 338, 352, 122, 96];

export function paletteFromHue(hue: number): Palette {
  const warmYellow = hue >= 30 && hue <= 110;
  const orange = hue >= 14 && hue < 30;
  return {
    hue,
    bg: hsl(hue, 70, 95),
    soft: hsl(hue, 65, 87),
    mid: hsl(hue, 60, 72),
    strong: hsl(hue, warmYellow || orange ? 75 : 62, warmYellow ? 40 : orange ? 44 : 45),
    dark: hsl(hue, 55, 22),
    accent: hsl((hue + 150) % 360, 75, 58),
  };
}

export function paletteFor(seed: string | Rng): Palette {
  const r = typeof seed === 'string' ? createRng(`palette:${seed}`) : seed;
  return paletteFromHue(r.pick(HUES));
}

// ---------- shapes ----------

const extra = (e: string): string => (e ? ` ${e}` : '');
export const circle = (cx: number, cy: number, r: number, fill: string, e = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra(e)}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, e = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra(e)}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, e = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(rx)}" fill="${fill}"${extra(e)}/>`;
export const path = (d: string, fill: string, e = ''): string => `<path d="${d}" fill="${fill}"${extra(e)}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, e = ''): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(w)}" stroke-linecap="round"${extra(e)}/>`;
export const group = (body: string, transform = '', e = ''): string =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra(e)}>${body}</g>`;

/** Closed smooth blob around (cx,cy): radius rx/ry jittered by ±jitter (fraction). */
export function blobPath(r: Rng, cx: number, cy: number, rx: number, ry: number, jitter: number, n = 14): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const k = 1 + r.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (i: number): [number, number] => {
    const p = pts[i % n] as [number, number];
    const q = pts[(i + 1) % n] as [number, number];
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  const start = mid(0);
  let d = `M${f(start[0])},${f(start[1])}`;
  for (let i = 1; i <= n; i++) {
    const p = pts[i % n] as [number, number];
    const m = mid(i);
    d += ` Q${f(p[0])},${f(p[1])} ${f(m[0])},${f(m[1])}`;
  }
  return `${d} Z`;
}

/** Scatter up to `count` points inside a circle, keeping `minDist` between them. */
export function scatter(r: Rng, cx: number, cy: number, radius: number, count: number, minDist: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let tries = 0; tries < count * 30 && out.length < count; tries++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * radius;
    const p: [number, number] = [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
    if (out.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= minDist)) out.push(p);
  }
  return out;
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

export function linearGradient(id: string, stops: string[], x2 = 1, y2 = 1): string {
  const s = stops.map((c, i) => `<stop offset="${f(stops.length > 1 ? i / (stops.length - 1) : 0)}" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s.join('')}</linearGradient>`;
}
