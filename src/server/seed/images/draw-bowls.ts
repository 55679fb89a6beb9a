// Product drawings in bowls (3/4 view): salad, noodles, soup.
import type { Rng } from './rng';
import { blobPath, circle, ellipse, f, group, line, path, rect, scatter, shade } from './svg';

interface Bowl {
  back: string;
  front: string;
}

/** Bowl with rim centred at (cx, cy): draw `back`, then the contents, then `front`. */
function bowl(r: Rng, cx: number, cy: number, rx: number, depth: number, color: string, inner: string): Bowl {
  const ry = rx * 0.27;
  const back = ellipse(cx, cy + depth + 14, rx * 0.8, 16, '#000', 'opacity="0.1"') + ellipse(cx, cy, rx, ry, shade(color, -0.15)) + ellipse(cx, cy + 4, rx - 10, ry - 6, inner);
  const body = `M${f(cx - rx)},${f(cy)} A${f(rx)},${f(ry)} 0 0 0 ${f(cx + rx)},${f(cy)} A${f(rx)},${f(depth)} 0 0 1 ${f(cx - rx)},${f(cy)} Z`;
  let front = path(body, color);
  const band = r.pick(['dots', 'stripe', 'waves', 'none'] as const);
  const light = shade(color, color === '#ffffff' || color === '#f7f3ea' ? -0.35 : 0.35);
  if (band === 'stripe') front += path(`M${f(cx - rx + 14)},${f(cy + ry + 24)} Q${cx},${f(cy + ry + 70)} ${f(cx + rx - 14)},${f(cy + ry + 24)}`, 'none', `stroke="${light}" stroke-width="9" opacity="0.8"`);
  if (band === 'dots') for (let i = -3; i <= 3; i++) front += circle(cx + i * rx * 0.24, cy + ry + 30 + (1 - Math.abs(i) / 3) * 22, 7, light, 'opacity="0.9"');
  if (band === 'waves') {
    let d = `M${f(cx - rx * 0.82)},${f(cy + ry + 38)}`;
    for (let i = 0; i < 8; i++) d += ` q${f(rx * 0.1)},-16 ${f(rx * 0.2)},0`;
    front += path(d, 'none', `stroke="${light}" stroke-width="6" opacity="0.8"`);
  }
  front += path(`M${f(cx - rx * 0.7)},${f(cy + depth * 0.35)} Q${f(cx - rx * 0.55)},${f(cy + depth * 0.75)} ${f(cx - rx * 0.2)},${f(cy + depth * 0.88)}`, 'none', 'stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.25"');
  return { back, front };
}

const BOWL_COLORS = ['#ffffff', '#2f6f8f', '#c0392b', '#2d2d2d', '#f2a541', '#3c8d5a', '#f7f3ea', '#6c5ce7'];

export function drawSalad(r: Rng, hint: string): string {
  const b = bowl(r, 256, 262, 188, 150, r.pick(BOWL_COLORS), '#e8f0d8');
  let s = b.back;
  const greens = ['#4caf50', '#7cc242', '#2e7d32', '#9ccc65', '#66bb6a'];
  for (let i = 0; i < 26; i++) {
    const x = 256 + r.range(-150, 150);
    const y = 262 - r.range(0, 70) * (1 - Math.abs(x - 256) / 220) - 10;
    s += group(path(blobPath(r, 0, 0, r.range(28, 44), r.range(16, 26), 0.18, 8), r.pick(greens)) + line(-20, 0, 20, 0, '#1b5e20', 2, 'opacity="0.4"'), `translate(${f(x)},${f(y)}) rotate(${f(r.range(-50, 50))})`);
  }
  const extras = r.pick([
    ['tomato', 'cucumber', 'feta'],
    ['tomato', 'egg', 'onion'],
    ['cucumber', 'corn', 'tomato'],
    ['tomato', 'olive', 'feta'],
  ] as const);
  const caesar = /caesar/.test(hint);
  scatter(r, 256, 218, 120, 9, 52).forEach(([x, y0], i) => {
    const y = 240 + (y0 - 218) * 0.35;
    const k = caesar ? (['crouton', 'egg', 'tomato'] as const)[i % 3] : extras[i % extras.length];
    if (k === 'tomato') s += circle(x, y, 22, '#e53935') + circle(x - 7, y - 7, 6, '#ffffff', 'opacity="0.45"') + path(`M${f(x - 6)},${f(y - 20)} l6,6 l6,-6`, 'none', 'stroke="#2e7d32" stroke-width="3"');
    else if (k === 'cucumber') s += circle(x, y, 22, '#3f7f2b') + circle(x, y, 18, '#d4ec9e') + circle(x, y, 9, '#c0df7e');
    else if (k === 'feta' || k === 'crouton') s += rect(x - 14, y - 14, 28, 26, 6, k === 'feta' ? '#fbfaf2' : '#e2aa55', `transform="rotate(${f(r.range(-30, 30))} ${f(x)} ${f(y)})"`);
    else if (k === 'egg') s += ellipse(x, y, 28, 20, '#fffdf5') + circle(x + 2, y + 1, 11, '#f9b233');
    else if (k === 'onion') s += ellipse(x, y, 20, 14, 'none', 'stroke="#9b59b6" stroke-width="5"');
    else if (k === 'olive') s += circle(x, y, 11, '#34302b') + circle(x, y, 4, '#6b8e23');
    else s += circle(x, y, 8, '#f7ca18') + circle(x + 12, y + 4, 8, '#f7ca18') + circle(x + 5, y - 9, 8, '#f4b400');
  });
  return s + b.front;
}

export function drawNoodles(r: Rng, hint: string): string {
  const b = bowl(r, 256, 268, 182, 150, r.pick(['#c0392b', '#2d2d2d', '#ffffff', '#2f6f8f', '#f2a541']), '#f3e7d3');
  const pasta = /pasta|spaghetti|carbonara|bolognese|fettuccine|penne|linguine|macaroni|lasagn/.test(hint);
  const broth = pasta ? '#f6e3b4' : r.pick(['#e9b15d', '#d9762b', '#c8553d', '#ecc779']);
  const noodle = pasta ? '#f7d36b' : r.pick(['#f5d77a', '#f2c85b', '#efe2b0']);
  const clip = r.id('nb');
  let s = b.back + `<clipPath id="${clip}"><ellipse cx="256" cy="272" rx="168" ry="42"/></clipPath>`;
  let strands = ellipse(256, 272, 168, 42, broth);
  for (let i = 0; i < 16; i++) {
    let d = `M${f(r.range(70, 140))},${f(r.range(236, 306))}`;
    for (let k = 0; k < 7; k++) d += ` q${f(r.range(14, 26))},${f(r.range(-18, 18))} ${f(r.range(30, 46))},${f(r.range(-8, 8))}`;
    strands += path(d, 'none', `stroke="${shade(noodle, r.range(-0.08, 0.1))}" stroke-width="7" stroke-linecap="round"`);
  }
  s += group(strands, '', `clip-path="url(#${clip})"`);
  if (pasta) {
    s += path(blobPath(r, 256, 258, 70, 24, 0.2, 10), /carbonara/.test(hint) ? '#fff3d0' : '#c0392b') + circle(238, 252, 7, '#2e7d32') + circle(272, 262, 6, '#2e7d32');
    for (let i = 0; i < 8; i++) s += circle(r.range(200, 310), r.range(244, 272), 3, '#fdf6e3');
  } else {
    s += rect(330, 190, 52, 78, 4, '#1f2d24', 'transform="rotate(12 356 229)"');
    s += circle(178, 268, 34, '#8d4b35') + circle(178, 268, 28, '#e8b4a0') + path('M160,262 q18,-10 36,4', 'none', 'stroke="#c98a72" stroke-width="4"');
    s += ellipse(268, 284, 32, 23, '#fffdf5') + circle(270, 286, 14, r.pick(['#f39c12', '#e67e22']));
    s += circle(332, 286, 20, '#ffffff') + path('M322,286 a10,10 0 1 1 10,10', 'none', 'stroke="#f06292" stroke-width="4"');
    for (const [u, v] of scatter(r, 0, 0, 1, 9, 0.22)) s += circle(256 + u * 140, 270 + v * 30, 6, 'none', 'stroke="#5aa846" stroke-width="4"');
  }
  s += b.front;
  const stick = r.pick(['#8d5a36', '#2b2b2b', '#c0392b']);
  s += line(300, 230, 440, 90, stick, 10) + line(320, 238, 458, 106, stick, 10);
  return s;
}

export function drawSoup(r: Rng, hint: string): string {
  const color = /tomato|gazpacho|minestrone/.test(hint)
    ? '#d9482b'
    : /pumpkin|carrot|lentil|curry/.test(hint)
      ? '#f28c28'
      : /pea|broccoli|spinach|green/.test(hint)
        ? '#7aa845'
        : /mushroom|cream|chowder|potato/.test(hint)
          ? '#dcc6a0'
          : /borsc|beet/.test(hint)
            ? '#a3173a'
            : r.pick(['#d9482b', '#f28c28', '#7aa845', '#dcc6a0', '#e8c15a', '#a3173a']);
  let s = ellipse(256, 372, 220, 52, '#000', 'opacity="0.08"') + ellipse(256, 362, 214, 50, r.pick(['#ffffff', '#eef2f5', '#f6efe3']));
  s += ellipse(256, 360, 170, 36, '#000', 'opacity="0.06"');
  const b = bowl(r, 256, 244, 176, 120, r.pick(BOWL_COLORS.filter((c) => !c.startsWith('#f'))), color);
  s += b.back + ellipse(256, 250, 160, 38, color) + ellipse(226, 240, 80, 14, '#ffffff', 'opacity="0.12"');
  const cream = color === '#dcc6a0' ? '#fffaf0' : '#fff6e8';
  s += path('M256,250 m-46,0 a46,13 0 1 0 92,0 a34,10 0 1 0 -68,0 a22,6 0 1 0 44,0', 'none', `stroke="${cream}" stroke-width="6" opacity="0.9"`);
  for (const [x, y] of scatter(r, 256, 250, 130, 6, 40)) s += rect(x - 9, 250 + (y - 250) * 0.25 - 8, 18, 16, 4, '#e0ad55', `transform="rotate(${f(r.range(-30, 30))} ${f(x)} ${f(250 + (y - 250) * 0.25)})"`);
  for (let i = 0; i < 12; i++) s += ellipse(r.range(150, 360), r.range(236, 266), 4, 2.5, '#3c8d2f');
  s += path('M360,248 q30,-10 90,-76', 'none', 'stroke="#b9c3cb" stroke-width="14" stroke-linecap="round"') + ellipse(344, 254, 30, 13, '#cfd6dc');
  return s + b.front;
}
