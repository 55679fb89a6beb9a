// Product drawings: fruit (apple, citrus, grapes, banana, strawberry) and vegetables
// (carrot, broccoli, tomato, mushroom).
import type { Rng } from './rng';
import { circle, ellipse, f, group, line, path, shade } from './svg';

const shadow = (y: number, rx: number): string => ellipse(256, y, rx, 16, '#000', 'opacity="0.09"');
const leaf = (x: number, y: number, rot: number, size: number, col = '#4caf50'): string =>
  group(path('M0,0 q40,-34 80,-4 q-40,32 -80,4 Z', col) + line(6, 0, 70, -3, shade(col, -0.3), 2.5), `translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(size)})`);

function apple(r: Rng, x: number, y: number, s: number, col: string): string {
  const body =
    path('M0,-86 C-30,-106 -106,-106 -118,-16 C-130,74 -66,164 -20,154 C-8,152 -4,146 0,146 C4,146 8,152 20,154 C66,164 130,74 118,-16 C106,-106 30,-106 0,-86 Z', col) +
    path('M60,-60 C100,-20 100,60 60,120', 'none', `stroke="${shade(col, -0.18)}" stroke-width="14" stroke-linecap="round" opacity="0.5"`) +
    ellipse(-62, -30, 17, 36, '#ffffff', 'opacity="0.35" transform="rotate(20 -62 -30)"') +
    path('M0,-82 q-2,-34 14,-56', 'none', 'stroke="#6d4c41" stroke-width="10" stroke-linecap="round"');
  return group(body + leaf(12, -112, -30 + r.range(-10, 10), 0.9), `translate(${f(x)},${f(y)}) scale(${f(s)})`);
}

function citrus(r: Rng, col: string): string {
  let s = shadow(410, 190) + circle(206, 270, 124, col);
  for (let i = 0; i < 40; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * 112;
    s += circle(206 + Math.cos(a) * d, 270 + Math.sin(a) * d, 2.2, shade(col, -0.12));
  }
  s += ellipse(160, 214, 30, 46, '#ffffff', 'opacity="0.25" transform="rotate(35 160 214)"') + circle(206, 150, 7, '#7a5c2e');
  s += leaf(208, 152, -40, 1.1, '#43a047');
  const flesh = shade(col, 0.3);
  s += circle(360, 352, 82, shade(col, -0.05)) + circle(360, 352, 72, '#fff8e1') + circle(360, 352, 64, flesh);
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    s += line(360, 352, 360 + Math.cos(a) * 64, 352 + Math.sin(a) * 64, '#fff8e1', 4);
  }
  return s + circle(360, 352, 8, '#fff8e1');
}

function grapes(r: Rng): string {
  const col = r.pick(['#7b3f9e', '#5e2a84', '#9bc53d', '#b5d657']);
  let s = shadow(440, 110) + path('M256,120 q6,-30 30,-44', 'none', 'stroke="#6d4c41" stroke-width="10" stroke-linecap="round"') + leaf(262, 118, -20, 1.2, '#558b2f');
  const rows = [5, 4, 4, 3, 2, 1];
  rows.forEach((n, row) => {
    for (let i = 0; i < n; i++) {
      const x = 256 + (i - (n - 1) / 2) * 56 + r.range(-4, 4);
      const y = 150 + row * 50 + r.range(-3, 3);
      s += circle(x, y, 32, shade(col, r.range(-0.1, 0.08))) + circle(x - 10, y - 11, 8, '#ffffff', 'opacity="0.35"');
    }
  });
  return s;
}

function banana(r: Rng): string {
  let s = shadow(410, 180);
  for (let i = 0; i < 3; i++) {
    const body = path('M-170,-30 C-130,120 110,130 168,-70 L178,-86 L162,-84 C100,60 -90,70 -150,-44 Z', i === 1 ? '#f7d23e' : '#f4c430') +
      path('M-150,-20 C-100,80 90,90 150,-60', 'none', 'stroke="#ffe680" stroke-width="6" opacity="0.6"') +
      circle(-164, -36, 8, '#6d4c41') + path('M162,-84 l14,-28 l12,6 l-12,24 Z', '#7c8b3a');
    s += group(body, `translate(${f(256 + (i - 1) * 14)},${f(250 + i * 40)}) rotate(${f(-10 + i * 8 + r.range(-4, 4))})`);
  }
  return s;
}

function strawberry(r: Rng, x: number, y: number, sc: number): string {
  let s = path('M0,-70 C60,-80 92,-30 72,30 C52,90 12,118 0,118 C-12,118 -52,90 -72,30 C-92,-30 -60,-80 0,-70 Z', '#e53935');
  for (let i = 0; i < 14; i++) s += ellipse(r.range(-50, 50), r.range(-40, 80) , 3, 5, '#ffe082');
  s += path('M0,-72 L-40,-96 L-20,-70 L-56,-66 L-14,-58 L0,-50 L14,-58 L56,-66 L20,-70 L40,-96 Z', '#43a047') + line(0, -74, 4, -104, '#2e7d32', 6);
  return group(s + ellipse(-36, -20, 10, 22, '#ffffff', 'opacity="0.3"'), `translate(${f(x)},${f(y)}) scale(${f(sc)}) rotate(${f(r.range(-15, 15))})`);
}

export function drawFruit(r: Rng, hint: string): string {
  if (/orange|mandarin|tangerine|citrus|clementine/.test(hint)) return citrus(r, '#f7931e');
  if (/lemon/.test(hint)) return citrus(r, '#f5d63d');
  if (/lime/.test(hint)) return citrus(r, '#7cb342');
  if (/grapefruit|pomelo/.test(hint)) return citrus(r, '#f46a4e');
  if (/grape/.test(hint)) return grapes(r);
  if (/banana/.test(hint)) return banana(r);
  if (/strawberr|berr/.test(hint)) return shadow(420, 180) + strawberry(r, 180, 280, 1.2) + strawberry(r, 340, 300, 1.0);
  const appleCol = /green|pear|granny/.test(hint) ? '#8bc34a' : /peach|apricot|nectarine/.test(hint) ? '#f9a26c' : /plum/.test(hint) ? '#6a1b9a' : /apple/.test(hint) ? r.pick(['#e53935', '#c62828', '#8bc34a', '#f4c542']) : '';
  const pick = appleCol ? 'apple' : r.pick(['apple', 'citrus', 'grapes', 'banana', 'berry'] as const);
  if (pick === 'citrus') return citrus(r, r.pick(['#f7931e', '#f5d63d', '#f46a4e']));
  if (pick === 'grapes') return grapes(r);
  if (pick === 'banana') return banana(r);
  if (pick === 'berry') return shadow(420, 180) + strawberry(r, 180, 280, 1.2) + strawberry(r, 340, 300, 1.0);
  const col = appleCol || r.pick(['#e53935', '#c62828', '#8bc34a', '#f4c542']);
  return shadow(420, 170) + apple(r, 356, 300, 0.7, shade(col, -0.06)) + apple(r, 220, 270, 1.05, col);
}

function carrot(r: Rng, x: number, y: number, rot: number, sc: number): string {
  let s = '';
  for (const [dx, a] of [[-14, -22], [0, 0], [14, 20]] as const) s += path(`M0,-126 C${-10 + a},-170 ${dx * 2 + a},-210 ${dx * 3 + a * 0.8},-250`, 'none', 'stroke="#43a047" stroke-width="14" stroke-linecap="round"');
  s += path('M-46,-118 C-46,-142 46,-142 46,-118 C42,-40 14,90 0,150 C-14,90 -42,-40 -46,-118 Z', '#f08a24');
  for (let i = 0; i < 6; i++) {
    const yy = -90 + i * 34;
    const w = 40 * (1 - (yy + 120) / 280);
    s += line(r.chance(0.5) ? -w : w * 0.2, yy, r.chance(0.5) ? -w * 0.2 : w, yy + 4, '#c8661a', 4);
  }
  s += path('M-30,-110 C-28,-60 -18,0 -8,40', 'none', 'stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.3"');
  return group(s, `translate(${f(x)},${f(y)}) rotate(${f(rot)}) scale(${f(sc)})`);
}

function broccoli(r: Rng): string {
  let s = shadow(440, 130) + path('M222,440 L290,440 L298,300 L214,300 Z', '#9ccc65');
  s += path('M250,320 L190,250 M262,320 L320,246', 'none', 'stroke="#9ccc65" stroke-width="26" stroke-linecap="round"');
  const heads: Array<[number, number, number]> = [[170, 240, 58], [342, 240, 58], [210, 170, 62], [300, 166, 62], [256, 220, 70], [256, 130, 54], [150, 190, 44], [362, 188, 44]];
  for (const [x, y, rad] of heads) {
    const g = r.pick(['#2e7d32', '#388e3c', '#43a047']);
    s += circle(x, y, rad, g);
    for (let i = 0; i < 5; i++) s += circle(x + r.range(-rad, rad) * 0.6, y + r.range(-rad, rad) * 0.6, rad * 0.3, shade(g, r.range(-0.12, 0.12)));
  }
  return s;
}

function tomato(x: number, y: number, sc: number): string {
  const star = 'M0,-70 L-16,-92 L-10,-66 L-44,-74 L-16,-56 L-30,-34 L0,-52 L30,-34 L16,-56 L44,-74 L10,-66 L16,-92 Z';
  return group(ellipse(0, 0, 112, 96, '#e53935') + path('M-60,-20 C-70,30 -40,70 0,80', 'none', 'stroke="#c62828" stroke-width="10" opacity="0.4"') + ellipse(-52, -38, 24, 14, '#ffffff', 'opacity="0.35" transform="rotate(-30 -52 -38)"') + path(star, '#388e3c') + line(0, -60, 4, -100, '#2e7d32', 8), `translate(${f(x)},${f(y)}) scale(${f(sc)})`);
}

function mushrooms(r: Rng): string {
  let s = shadow(404, 170);
  for (const [x, y, sc] of [[340, 300, 0.78], [206, 330, 1.05]] as const) {
    const cap = r.pick(['#a0674a', '#8d5a3b', '#b97a4f', '#7b5a44']);
    const stem = path('M-34,0 C-42,60 -30,100 -40,124 Q0,136 40,124 C30,100 42,60 34,0 Z', '#f3e9dc', 'stroke="#d8c3a5" stroke-width="4"');
    const gills = ellipse(0, 10, 112, 18, '#e6d3bd');
    const top = path('M-124,10 C-124,-96 124,-96 124,10 Q0,34 -124,10 Z', cap) + ellipse(-50, -42, 26, 12, '#ffffff', 'opacity="0.3" transform="rotate(-20 -50 -42)"');
    const spots = circle(30, -40, 8, shade(cap, 0.35)) + circle(70, -18, 6, shade(cap, 0.35));
    s += group(stem + gills + top + spots, `translate(${f(x)},${f(y - 70)}) scale(${f(sc)})`);
  }
  return s;
}

export function drawVegetable(r: Rng, hint: string): string {
  const pick = /carrot/.test(hint) ? 'carrot' : /broccoli|cauliflower|cabbage/.test(hint) ? 'broccoli' : /tomato/.test(hint) ? 'tomato' : /mushroom/.test(hint) ? 'mushroom' : r.pick(['carrot', 'broccoli', 'tomato', 'mushroom'] as const);
  if (pick === 'broccoli') return broccoli(r);
  if (pick === 'tomato') return shadow(410, 190) + tomato(350, 310, 0.7) + tomato(220, 280, 1.05);
  if (pick === 'mushroom') return mushrooms(r);
  return shadow(430, 170) + carrot(r, 300, 290, 28 + r.range(-6, 6), 0.95) + carrot(r, 230, 300, -22 + r.range(-6, 6), 1.05);
}
