// Product drawings: bread (loaf, baguette, croissant), dairy (milk carton, cheese,
// yogurt, eggs), generic grocery (paper bag, box, jar).
import type { Rng } from './rng';
import { circle, ellipse, f, FONT_SANS, group, line, path, rect, shade } from './svg';

const shadow = (y: number, rx: number): string => ellipse(256, y, rx, 16, '#000', 'opacity="0.09"');
const crust = ['#d9953f', '#c98232', '#e0a552', '#b87333'];

function loaf(r: Rng): string {
  const c = r.pick(crust);
  let s = shadow(402, 180) + path('M96,360 C88,250 160,186 256,186 C352,186 424,250 416,360 C416,382 400,394 380,394 H132 C112,394 96,382 96,360 Z', c);
  s += path('M120,300 C130,230 190,206 256,206', 'none', 'stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.18"');
  for (let i = 0; i < 4; i++) s += ellipse(170 + i * 58, 268 - (i === 1 || i === 2 ? 14 : 0), 34, 10, shade(c, 0.45), `transform="rotate(-35 ${170 + i * 58} 268)"`);
  for (let i = 0; i < 14; i++) s += circle(r.range(150, 360), r.range(210, 300), 2.5, '#ffffff', 'opacity="0.6"');
  return s;
}

function baguette(r: Rng): string {
  let s = shadow(410, 200);
  for (const [dy, rot] of [[-40, -24], [40, -14]] as const) {
    const c = r.pick(crust);
    let b = rect(-210, -42, 420, 84, 42, c) + rect(-190, -34, 380, 20, 10, '#ffffff', 'opacity="0.15"');
    for (let i = 0; i < 5; i++) b += ellipse(-140 + i * 70, 0, 30, 8, shade(c, 0.45), 'transform="rotate(-25 ' + (-140 + i * 70) + ' 0)"');
    s += group(b, `translate(256,${260 + dy}) rotate(${f(rot + r.range(-4, 4))})`);
  }
  return s;
}

function croissant(r: Rng): string {
  const c = r.pick(crust);
  const dark = shade(c, -0.3);
  let s = shadow(396, 200);
  s += path('M80,372 C62,246 168,176 256,176 C344,176 450,246 432,372 C420,378 404,372 396,360 C376,314 318,282 256,282 C194,282 136,314 116,360 C108,372 92,378 80,372 Z', c, `stroke="${dark}" stroke-width="5" stroke-linejoin="round"`);
  for (const [x1, y1, x2, y2, q] of [[150, 206, 176, 306, -30], [212, 180, 224, 284, -14], [300, 180, 288, 284, 14], [362, 206, 336, 306, 30]] as const) {
    s += path(`M${x1},${y1} Q${x1 + q},${(y1 + y2) / 2} ${x2},${y2}`, 'none', `stroke="${dark}" stroke-width="5" stroke-linecap="round"`);
  }
  for (const [x, y, rot] of [[256, 214, 0], [190, 228, -30], [322, 228, 30], [128, 290, -60], [384, 290, 60]] as const) {
    s += ellipse(x, y, 24, 9, '#ffffff', `opacity="0.28" transform="rotate(${rot + r.range(-5, 5)} ${x} ${y})"`);
  }
  return s;
}

export function drawBread(r: Rng, hint: string): string {
  if (/baguette|french/.test(hint)) return baguette(r);
  if (/croissant|pastry/.test(hint)) return croissant(r);
  if (/loaf|sourdough|rye|bread|toast/.test(hint)) return loaf(r);
  return r.pick([loaf, baguette, croissant])(r);
}

function carton(r: Rng, hint: string): string {
  const accent = /oat|almond|soy/.test(hint) ? '#c8a165' : /choc/.test(hint) ? '#6d4c41' : /kefir|cream/.test(hint) ? '#2a9d8f' : r.pick(['#2f80ed', '#27ae60', '#e63946', '#1d3557']);
  let s = shadow(434, 150);
  s += path('M310,210 L372,184 L372,406 L310,432 Z', '#dde4ec') + path('M310,210 L372,184 L341,134 Z', '#cfd8e3');
  s += path('M160,210 L310,210 L341,134 L191,134 Z', '#f3f6f9') + path('M191,134 L341,134 L345,118 L195,118 Z', '#e6ebf1');
  s += rect(160, 210, 150, 222, 0, '#ffffff');
  s += path('M160,330 Q200,306 235,330 T310,330 V432 H160 Z', accent) + path('M310,330 L372,304 V406 L310,432 Z', shade(accent, -0.2));
  const label = /milk/.test(hint) ? 'MILK' : /kefir/.test(hint) ? 'KEFIR' : /cream/.test(hint) ? 'CREAM' : '';
  if (label) s += `<text x="235" y="292" font-family="${FONT_SANS}" font-size="${label.length > 4 ? 28 : 34}" font-weight="700" fill="${accent}" text-anchor="middle">${label}</text>`;
  else s += path('M235,244 C250,268 258,280 258,292 A23,23 0 0 1 212,292 C212,280 220,268 235,244 Z', accent);
  return s + circle(200, 380, 16, '#ffffff', 'opacity="0.5"') + circle(260, 394, 10, '#ffffff', 'opacity="0.5"');
}

function cheese(r: Rng): string {
  const c = r.pick(['#ffd54f', '#ffca28', '#ffe082']);
  let s = shadow(410, 190);
  s += path('M120,270 L372,270 L420,196 Z', shade(c, 0.25)) + rect(120, 270, 252, 124, 0, c) + path('M372,270 L420,196 L420,320 L372,394 Z', shade(c, -0.15));
  for (let i = 0; i < 6; i++) s += ellipse(r.range(150, 340), r.range(296, 370), r.range(8, 16), r.range(7, 12), shade(c, -0.2));
  for (let i = 0; i < 3; i++) s += ellipse(r.range(280, 360), r.range(240, 262), r.range(7, 11), 4, shade(c, -0.1));
  return s;
}

function yogurt(r: Rng): string {
  const accent = r.pick(['#e91e63', '#7e57c2', '#43a047', '#ff9800']);
  let s = shadow(420, 130) + path('M150,190 H362 L340,410 Q338,424 324,424 H188 Q174,424 172,410 Z', '#ffffff', 'stroke="#e3e8ee" stroke-width="3"');
  s += path('M156,250 H356 L346,350 H166 Z', accent) + circle(236, 300, 26, '#ffffff', 'opacity="0.85"') + circle(282, 304, 18, '#ffffff', 'opacity="0.6"');
  return s + ellipse(256, 190, 112, 24, '#cfd8dc') + ellipse(256, 186, 106, 20, '#eceff1');
}

function eggs(r: Rng): string {
  let s = shadow(400, 190) + path('M90,300 H422 L396,392 H116 Z', '#c9b79c') + rect(90, 290, 332, 22, 6, '#b9a78b');
  for (let i = 0; i < 4; i++) {
    const x = 140 + i * 78;
    const c = r.pick(['#f3e5d0', '#e8c9a4', '#fffaf0']);
    s += ellipse(x, 248, 40, 54, c) + ellipse(x - 14, 226, 9, 16, '#ffffff', 'opacity="0.5"');
  }
  return s + path('M90,300 H422 L406,350 H106 Z', '#d8c8ae');
}

export function drawDairy(r: Rng, hint: string): string {
  if (/cheese|cheddar|gouda|brie|parmesan|mozzarella|feta/.test(hint)) return cheese(r);
  if (/yogh?urt|skyr|curd|cottage|butter/.test(hint)) return yogurt(r);
  if (/\beggs?\b/.test(hint)) return eggs(r);
  if (/milk|kefir|cream|ayran/.test(hint)) return carton(r, hint);
  return r.pick([carton, carton, (q: Rng) => cheese(q), (q: Rng) => yogurt(q), (q: Rng) => eggs(q)])(r, hint);
}

function bag(r: Rng): string {
  let s = shadow(444, 160);
  s += rect(262, 90, 40, 200, 20, '#d9953f', 'transform="rotate(14 282 190)"') + circle(330, 170, 50, '#4caf50') + circle(300, 150, 36, '#66bb6a') + circle(196, 176, 42, '#e53935');
  s += rect(200, 120, 34, 120, 6, '#2a9d8f') + rect(206, 100, 22, 24, 4, '#1d3557');
  s += path('M140,220 H372 L384,432 H128 Z', '#c89f6b') + path('M140,220 l20,-16 l20,16 l20,-16 l20,16 l20,-16 l20,16 l20,-16 l20,16 l20,-16 l20,16 l20,-16 l12,16 Z', '#b38a57');
  s += path('M346,220 L358,432 H384 L372,220 Z', '#a8804e', 'opacity="0.6"');
  const mark = r.pick(['#2e7d32', '#e63946', '#1d3557']);
  return s + circle(250, 330, 44, '#f5ebdc') + path('M226,344 C226,310 256,300 278,306 C276,334 256,350 226,344 Z', mark) + line(226, 344, 260, 318, '#f5ebdc', 3);
}

function box(r: Rng): string {
  const c = r.pick(['#e63946', '#f4a261', '#2a9d8f', '#457b9d', '#8e44ad', '#f6bd60']);
  let s = shadow(440, 150) + path('M170,150 L330,150 L370,126 L210,126 Z', shade(c, 0.3)) + path('M330,150 L370,126 L370,410 L330,434 Z', shade(c, -0.2));
  s += rect(170, 150, 160, 284, 0, c) + ellipse(250, 300, 58, 70, '#ffffff', 'opacity="0.92"');
  for (let i = 0; i < 6; i++) s += ellipse(250 + r.range(-30, 30), 300 + r.range(-36, 36), 9, 5, r.pick(['#e9c46a', '#d4a373', '#f4a261']), `transform="rotate(${f(r.range(0, 180))} 250 300)"`);
  return s + rect(170, 178, 160, 24, 0, shade(c, -0.25)) + rect(190, 396, 120, 14, 7, '#ffffff', 'opacity="0.6"');
}

function jar(r: Rng): string {
  const c = r.pick(['#f4a300', '#c0392b', '#7b3f9e', '#e67e22', '#6d4c41']);
  let s = shadow(440, 130) + rect(162, 160, 188, 270, 40, c) + rect(162, 160, 188, 270, 40, 'none', 'stroke="#ffffff" stroke-width="6" opacity="0.5"');
  s += rect(176, 120, 160, 56, 14, r.pick(['#d62828', '#f1faee', '#2a9d8f'])) + rect(184, 260, 144, 96, 10, '#fffaf0');
  s += circle(256, 308, 24, c) + rect(180, 190, 16, 200, 8, '#ffffff', 'opacity="0.35"');
  return s;
}

export function drawGrocery(r: Rng, hint: string): string {
  if (/box|pack|cereal|pasta|rice|flour|sugar|oats|granola|cookies|biscuit|crackers/.test(hint)) return box(r);
  if (/jar|honey|jam|sauce|can|pickle|preserve/.test(hint)) return jar(r);
  if (/bag|basket|set|grocer|market|shop/.test(hint)) return bag(r);
  return r.pick([bag, bag, box, jar])(r);
}
