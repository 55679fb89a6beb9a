// Product drawings: cake / donut, ice cream, drinks (cup, glass, bottle).
import type { Rng } from './rng';
import { blobPath, circle, ellipse, f, group, line, path, rect, scatter, shade } from './svg';

const SPRINKLES = ['#ff6b6b', '#ffd93d', '#6bcb77', '#4d96ff', '#ffffff', '#c77dff'];

function sprinkles(r: Rng, cx: number, cy: number, rad: number, n: number, squash = 1): string {
  let s = '';
  for (const [x, y] of scatter(r, cx, cy, rad, n, 14)) {
    const yy = cy + (y - cy) * squash;
    s += rect(x - 7, yy - 2.5, 14, 5, 2.5, r.pick(SPRINKLES), `transform="rotate(${f(r.range(0, 180))} ${f(x)} ${f(yy)})"`);
  }
  return s;
}

function donut(r: Rng): string {
  const icing = r.pick(['#f48fb1', '#6d4c41', '#fff3e0', '#81d4fa', '#ce93d8']);
  let s = ellipse(256, 300, 170, 40, '#000', 'opacity="0.1"') + circle(256, 256, 160, '#e0a35e') + circle(256, 256, 160, 'none', 'stroke="#c27c3c" stroke-width="6"');
  s += path(blobPath(r, 256, 256, 140, 140, 0.08, 14), icing) + sprinkles(r, 256, 256, 120, 22);
  s += circle(256, 256, 48, '#c27c3c') + circle(256, 256, 42, '#fbf3e6');
  return s + path('M160,190 q30,-40 80,-46', 'none', 'stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.35"');
}

export function drawCake(r: Rng, hint: string): string {
  if (/donut|doughnut/.test(hint) || (!/cake/.test(hint) && r.chance(0.2))) return donut(r);
  const flavours = {
    chocolate: ['#7b4a2d', '#4a2c1a', '#f3dfc6'],
    strawberry: ['#fbe3c2', '#f7a1b5', '#e0475b'],
    vanilla: ['#f6d8a8', '#fff8ec', '#f0a04b'],
    matcha: ['#c5d89d', '#f6f3e4', '#7fa650'],
    velvet: ['#b8313f', '#fdf5ec', '#fdf5ec'],
  } as const;
  type Flavour = keyof typeof flavours;
  const key: Flavour = /choc|brownie|cocoa/.test(hint) ? 'chocolate' : /strawberr|berry|raspberr/.test(hint) ? 'strawberry' : /matcha|pistachio|lime/.test(hint) ? 'matcha' : /velvet/.test(hint) ? 'velvet' : r.pick(Object.keys(flavours) as Flavour[]);
  const [sponge, frost, fill] = flavours[key];
  const top = 200;
  const bottom = 350;
  const arcY = (x: number): number => top + 40 * Math.sqrt(Math.max(0, 1 - ((x - 256) / 150) ** 2));
  let s = ellipse(256, 392, 200, 36, '#000', 'opacity="0.08"') + ellipse(256, 382, 196, 36, r.pick(['#ffffff', '#e7ecef', '#f6e7d8'])) + ellipse(256, 376, 186, 30, '#ffffff', 'opacity="0.6"');
  s += path(`M106,${top} V${bottom} A150,40 0 0 0 406,${bottom} V${top} Z`, sponge);
  for (const y of [255, 305]) s += path(`M106,${y} A150,40 0 0 0 406,${y}`, 'none', `stroke="${fill}" stroke-width="14"`);
  let d = `M106,${top}`;
  for (let x = 106; x < 400; x += 30) {
    const w = r.range(16, 22);
    const len = r.range(12, 48);
    const xc = x + 15;
    d += ` L${f(xc - w / 2)},${f(arcY(xc - w / 2))} V${f(arcY(xc) + len - w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 0 ${f(xc + w / 2)},${f(arcY(xc) + len - w / 2)} V${f(arcY(xc + w / 2))}`;
  }
  s += path(`${d} L406,${top} A150,40 0 0 0 106,${top} Z`, frost) + ellipse(256, top, 150, 40, frost);
  s += ellipse(256, top - 4, 120, 26, '#ffffff', 'opacity="0.25"');
  const topping = /choc/.test(key) ? 'cherry' : r.pick(['strawberry', 'cherry', 'dollop'] as const);
  for (let i = 0; i < 7; i++) {
    const a = Math.PI + (i / 6) * Math.PI;
    const x = 256 + Math.cos(a) * 115;
    const y = top + Math.sin(a) * 26 + 14;
    if (topping === 'cherry') s += path(`M${f(x)},${f(y - 14)} q6,-20 16,-26`, 'none', 'stroke="#5d4037" stroke-width="3"') + circle(x, y, 14, '#c62828') + circle(x - 4, y - 5, 4, '#ffffff', 'opacity="0.5"');
    else if (topping === 'strawberry') s += path(`M${f(x - 14)},${f(y - 8)} Q${f(x)},${f(y + 26)} ${f(x + 14)},${f(y - 8)} Q${f(x)},${f(y - 16)} ${f(x - 14)},${f(y - 8)} Z`, '#e53935') + path(`M${f(x - 10)},${f(y - 10)} l5,-7 l5,5 l5,-5 l5,7 Z`, '#43a047');
    else s += ellipse(x, y, 16, 10, shade(frost, -0.08)) + ellipse(x, y - 8, 11, 7, shade(frost, -0.04)) + circle(x, y - 14, 5, shade(frost, 0));
  }
  return s;
}

export function drawIceCream(r: Rng, hint: string): string {
  const flavours = ['#f8bbd0', '#8d6e63', '#fff3c4', '#a8e6cf', '#b39ddb', '#ffcc80', '#f48fb1'];
  const n = /triple|three/.test(hint) ? 3 : /single|one/.test(hint) ? 1 : r.pick([1, 2, 2, 3]);
  const clip = r.id('cone');
  let s = ellipse(256, 474, 60, 10, '#000', 'opacity="0.08"');
  s += `<clipPath id="${clip}"><path d="M186,290 L326,290 L262,466 Q256,476 250,466 Z"/></clipPath>`;
  let grid = rect(170, 280, 170, 200, 0, '#e3a857');
  for (let i = -6; i < 8; i++) grid += line(160 + i * 26, 280, 260 + i * 26, 480, '#c47f2f', 4) + line(360 - i * 26, 280, 260 - i * 26, 480, '#c47f2f', 4);
  s += group(grid, '', `clip-path="url(#${clip})"`);
  const scoops: string[] = [];
  for (let i = 0; i < n; i++) {
    const y = 262 - i * 74;
    const rad = 76 - i * 8;
    const col = r.pick(flavours);
    let drip = `M${f(256 - rad)},${f(y + 4)}`;
    for (let k = 0; k < 6; k++) drip += ` q${f(rad / 6)},${f(r.range(14, 30))} ${f(rad / 3)},0`;
    scoops.push(circle(256, y - 10, rad, col) + path(`${drip} Z`, shade(col, -0.08)) + path(drip, 'none', `stroke="${shade(col, -0.08)}" stroke-width="12" stroke-linecap="round"`) + circle(226, y - 40, 16, '#ffffff', 'opacity="0.35"'));
  }
  s += scoops.join('');
  const topY = 262 - (n - 1) * 74 - 10 - (76 - (n - 1) * 8);
  if (r.chance(0.6)) s += sprinkles(r, 256, topY + 40, 50, 9, 0.6);
  s += path(`M262,${topY + 4} q10,-30 34,-42`, 'none', 'stroke="#4e342e" stroke-width="4"') + circle(256, topY + 2, 18, '#d32f2f') + circle(250, topY - 4, 5, '#ffffff', 'opacity="0.6"');
  const shift = (topY + 470) / 2 - 262;
  return group(s, `translate(0,${f(-shift)}) rotate(${f(r.range(-6, 6))} 256 300)`);
}

function cup(r: Rng, hint: string): string {
  const color = r.pick(['#ffffff', '#2a9d8f', '#e76f51', '#f4a261', '#264653', '#e9c46a']);
  const tea = /\btea|matcha|chai/.test(hint) && !/bubble/.test(hint);
  const drink = tea ? (/matcha|green/.test(hint) ? '#8bb34a' : '#b5651d') : /cocoa|chocolate/.test(hint) ? '#5d3a26' : '#6f4e37';
  let s = ellipse(256, 400, 176, 38, shade('#ffffff', 0), `stroke="${shade(color === '#ffffff' ? '#cfd8dc' : color, 0.2)}" stroke-width="4"`) + ellipse(256, 396, 120, 22, '#000', 'opacity="0.08"');
  s += circle(366, 300, 38, 'none', `stroke="${shade(color, color === '#ffffff' ? -0.08 : -0.15)}" stroke-width="20"`);
  s += path('M140,240 H372 C372,330 344,396 300,396 H212 C168,396 140,330 140,240 Z', color);
  if (color === '#ffffff') s += path('M140,240 H372 C372,330 344,396 300,396 H212 C168,396 140,330 140,240 Z', 'none', 'stroke="#dfe6ea" stroke-width="3"');
  s += rect(150, 300, 212, 16, 0, shade(color, color === '#ffffff' ? -0.25 : 0.3), 'opacity="0.6"');
  s += ellipse(256, 240, 116, 26, shade(color, -0.12)) + ellipse(256, 242, 104, 21, drink);
  if (!tea && !/espresso|americano|black/.test(hint)) s += path('M256,256 C236,244 226,232 238,226 C246,222 254,228 256,234 C258,228 266,222 274,226 C286,232 276,244 256,256 Z', '#e6c7a1');
  if (tea) s += line(330, 236, 360, 300, '#f5f5f5', 2) + rect(350, 296, 24, 28, 3, '#f4d35e');
  for (let i = 0; i < 3; i++) s += path(`M${216 + i * 40},200 c-14,-20 14,-34 0,-56 c-10,-16 6,-28 4,-40`, 'none', 'stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.7"');
  return s;
}

function glass(r: Rng, hint: string): string {
  const liquid = /orange|mango|peach/.test(hint) ? '#f8a530' : /lemon/.test(hint) ? '#f3dd5c' : /strawberr|berry|cherry|raspberr/.test(hint) ? '#ef5f7f' : /kiwi|green|matcha|mojito|lime/.test(hint) ? '#8cc152' : /cola|kvass/.test(hint) ? '#4a2a1a' : /milk|shake|vanilla|banana/.test(hint) ? '#f7e7cf' : r.pick(['#f8a530', '#ef5f7f', '#8cc152', '#b06ab3', '#f3dd5c']);
  let s = ellipse(256, 430, 90, 14, '#000', 'opacity="0.1"');
  s += line(300, 300, 356, 96, r.pick(['#e63946', '#2a9d8f', '#f4a261', '#ffffff']), 14);
  s += path('M176,150 H336 L318,420 Q316,432 304,432 H208 Q196,432 194,420 Z', '#ffffff', 'opacity="0.55" stroke="#ffffff" stroke-width="4"');
  s += path('M181,196 H331 L318,414 Q316,424 306,424 H206 Q196,424 194,414 Z', liquid);
  s += ellipse(256, 196, 75, 10, shade(liquid, 0.25));
  for (let i = 0; i < 3; i++) s += rect(200 + i * 40 + r.range(-8, 8), 204 + r.range(0, 50), 38, 38, 8, '#ffffff', `opacity="0.45" transform="rotate(${f(r.range(-20, 20))} ${f(220 + i * 40)} 240)"`);
  for (let i = 0; i < 8; i++) s += circle(r.range(205, 305), r.range(280, 410), r.range(3, 6), '#ffffff', 'opacity="0.5"');
  s += rect(200, 170, 12, 240, 6, '#ffffff', 'opacity="0.45"');
  const slice = /lemon|mojito|cola|soda|lemonade/.test(hint) ? '#f3dd5c' : liquid === '#8cc152' ? '#8cc152' : '#f8a530';
  s += circle(338, 160, 44, slice) + circle(338, 160, 36, shade(slice, 0.45));
  for (let i = 0; i < 8; i++) s += line(338, 160, 338 + Math.cos((i * Math.PI) / 4) * 34, 160 + Math.sin((i * Math.PI) / 4) * 34, slice, 3);
  return s;
}

function bottle(r: Rng, hint: string): string {
  const water = /water|sparkling|mineral/.test(hint);
  const body = water ? '#bfe3f5' : /cola/.test(hint) ? '#3b2216' : r.pick(['#e76f51', '#2a9d8f', '#f4a261', '#8e44ad', '#3b2216']);
  let s = ellipse(256, 440, 90, 14, '#000', 'opacity="0.1"');
  s += path('M226,90 H286 V150 C286,180 336,200 336,250 V410 Q336,432 314,432 H198 Q176,432 176,410 V250 C176,200 226,180 226,150 Z', body, water ? 'opacity="0.85"' : '');
  s += rect(220, 70, 72, 34, 8, r.pick(['#1d3557', '#e63946', '#2a9d8f', '#457b9d']));
  s += rect(176, 280, 160, 90, 0, r.pick(['#ffffff', '#f1faee', '#ffd166'])) + circle(256, 325, 30, shade(body, water ? -0.3 : 0));
  return group(s + rect(192, 230, 14, 170, 7, '#ffffff', 'opacity="0.35"'), 'translate(0,16)');
}

export function drawDrink(r: Rng, hint: string): string {
  if (/coffee|espresso|latte|cappuccino|americano|mocha|macchiato|flat white|\btea\b|chai|cocoa|hot chocolate|cafe/.test(hint) && !/iced|bubble|cold/.test(hint)) return cup(r, hint);
  if (/bottle|water|soda|cola|kombucha|beer|wine|kvass/.test(hint)) return bottle(r, hint);
  if (/juice|smoothie|shake|lemonade|mojito|iced|cocktail|bubble/.test(hint)) return glass(r, hint);
  return r.pick([cup, glass, glass, bottle])(r, hint);
}
