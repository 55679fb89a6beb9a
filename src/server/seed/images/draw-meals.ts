// Product drawings (512×512 space, centred near 256,260): pizza, burger, sushi.
import type { Rng } from './rng';
import { blobPath, circle, ellipse, f, group, line, path, rect, scatter, shade } from './svg';

export function drawPizza(r: Rng, hint: string): string {
  const style = /pepperoni|salami|diavola|meat/.test(hint)
    ? 'pepperoni'
    : /margherita|basil|caprese|tomato/.test(hint)
      ? 'margherita'
      : /veg|garden|mushroom|funghi|primavera|olive/.test(hint)
        ? 'veggie'
        : r.pick(['pepperoni', 'margherita', 'veggie', 'mixed'] as const);
  const white = /bianca|white|cream|alfredo|four cheese|quattro formaggi/.test(hint);
  const cheese = r.pick(['#f8d774', '#fbe3a0', '#f6cf63']);
  let s = circle(256, 270, 200, '#000', 'opacity="0.08"');
  s += circle(256, 262, 198, r.pick(['#ffffff', '#f4efe6', '#e9eef2']));
  s += circle(256, 258, 178, '#c9782f') + circle(256, 254, 172, '#e8aa5c');
  s += circle(256, 256, 150, white ? '#f3e6c8' : '#cc3b2b');
  s += path(blobPath(r, 256, 256, 138, 138, 0.06, 16), cheese);
  for (const [x, y] of scatter(r, 256, 256, 120, 10, 34)) s += ellipse(x, y, r.range(8, 16), r.range(6, 10), shade(cheese, 0.35), 'opacity="0.7"');
  const spots = scatter(r, 256, 256, 112, style === 'mixed' ? 14 : 11, 44);
  spots.forEach(([x, y], i) => {
    const kind = style === 'mixed' ? r.pick(['pep', 'olive', 'mush', 'basil'] as const) : style === 'pepperoni' ? (i % 4 === 3 ? 'olive' : 'pep') : style === 'margherita' ? (i % 2 ? 'basil' : 'tomato') : r.pick(['olive', 'mush', 'pepperG', 'pepperY'] as const);
    const rot = f(r.range(0, 360));
    if (kind === 'pep') {
      s += circle(x, y, 21, '#a8281f') + circle(x, y, 17, '#c83a2c');
      s += circle(x - 6, y - 4, 3, '#8e1f18') + circle(x + 5, y + 6, 2.5, '#8e1f18');
    } else if (kind === 'tomato') {
      s += circle(x, y, 22, '#e0453a') + circle(x, y, 16, '#f0705f') + circle(x - 5, y, 3, '#f9d7a0') + circle(x + 5, y + 3, 3, '#f9d7a0');
    } else if (kind === 'olive') {
      s += circle(x, y, 10, '#2b2b2b') + circle(x, y, 4.5, cheese);
    } else if (kind === 'basil') {
      s += group(ellipse(0, 0, 20, 10, '#2f8f3a') + line(-16, 0, 16, 0, '#1f6b2a', 2), `translate(${f(x)},${f(y)}) rotate(${rot})`);
    } else if (kind === 'mush') {
      s += group(path('M-16,0 A16,13 0 0 1 16,0 Z', '#b8957a') + rect(-5, -1, 10, 14, 4, '#e8d8c3'), `translate(${f(x)},${f(y)}) rotate(${rot})`);
    } else {
      const col = kind === 'pepperG' ? '#3f9b3a' : '#f2b824';
      s += group(path('M-18,4 Q0,-16 18,4', 'none', `stroke="${col}" stroke-width="7" stroke-linecap="round"`), `translate(${f(x)},${f(y)}) rotate(${rot})`);
    }
  });
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 4 + 0.2;
    s += line(256 - Math.cos(a) * 168, 256 - Math.sin(a) * 168, 256 + Math.cos(a) * 168, 256 + Math.sin(a) * 168, '#b8692a', 2.5, 'opacity="0.35"');
  }
  return group(s, `rotate(${f(r.range(-20, 20))} 256 256)`);
}

export function drawBurger(r: Rng, hint: string): string {
  const bun = r.pick(['#e9a23f', '#dd943a', '#e3ad5a', '#c9823a']);
  const double = /double|big|mega|xxl|king|triple/.test(hint) || r.chance(0.25);
  const hasCheese = /cheese/.test(hint) || !/vegan|plain/.test(hint) && r.chance(0.75);
  const hasTomato = r.chance(0.7);
  const patty = /chicken|crispy/.test(hint) ? '#c7772f' : /vegan|veggie|plant/.test(hint) ? '#7a8a3a' : '#6b3a22';
  const parts: string[] = [];
  let y = 372; // top of bottom bun
  parts.push(path(`M112,${y} H400 a14,14 0 0 1 14,14 v4 a28,28 0 0 1 -28,28 H126 a28,28 0 0 1 -28,-28 v-4 a14,14 0 0 1 14,-14 Z`, bun));
  const addCheese = (top: number): void => {
    let d = `M100,${top} H412 L404,${top + 10}`;
    for (let x = 388; x > 110; x -= 36) d += ` L${x},${top + 8} L${x - 10},${top + r.int(18, 32)} L${x - 22},${top + 8}`;
    parts.push(path(`${d} L100,${top + 10} Z`, '#f6c431'));
  };
  for (let p = 0; p < (double ? 2 : 1); p++) {
    y -= 40;
    parts.push(rect(102, y, 308, 46, 23, patty));
    for (let i = 0; i < 9; i++) parts.push(circle(130 + i * 32 + r.range(-6, 6), y + r.range(12, 34), 3, shade(patty, -0.3)));
    if (hasCheese) addCheese(y - 6);
    y -= hasCheese ? 10 : 2;
  }
  if (hasTomato) {
    y -= 18;
    parts.push(rect(120, y, 272, 20, 10, '#e2483b') + rect(150, y + 4, 60, 5, 2.5, '#f27a6c') + rect(290, y + 4, 60, 5, 2.5, '#f27a6c'));
  }
  y -= 12;
  let lettuce = `M96,${y + 8}`;
  for (let x = 96; x < 416; x += 32) lettuce += ` q8,${r.int(26, 36)} 16,4 q8,${r.int(26, 36)} 16,-4`;
  parts.push(path(`${lettuce} L416,${y - 6} L96,${y - 6} Z`, r.pick(['#7cc242', '#8fcf4a', '#6bb53b'])));
  const top = y - 2;
  parts.push(path(`M100,${top} C100,${top - 120} 180,${top - 150} 256,${top - 150} C332,${top - 150} 412,${top - 120} 412,${top} a10,10 0 0 1 -10,10 H110 a10,10 0 0 1 -10,-10 Z`, bun));
  parts.push(ellipse(190, top - 100, 50, 18, '#ffffff', 'opacity="0.22" transform="rotate(-18 190 ' + f(top - 100) + ')"'));
  for (let i = 0; i < 13; i++) {
    const sx = r.range(150, 362);
    const sy = top - 40 - r.range(0, 85) * (1 - Math.abs(sx - 256) / 200);
    parts.push(ellipse(sx, sy, 6, 3.5, '#fff5d6', `transform="rotate(${f(r.range(-40, 40))} ${f(sx)} ${f(sy)})"`));
  }
  const dy = (416 + (top - 150)) / 2 - 260;
  return ellipse(256, 432, 180, 18, '#000', 'opacity="0.1"') + group(parts.join(''), `translate(0,${f(-dy)})`);
}

function maki(r: Rng, x: number, y: number, fill: string): string {
  let s = circle(x, y + 6, 46, '#0f2219') + circle(x, y, 46, '#1d3b2c') + circle(x, y, 38, '#fbfaf4');
  for (let i = 0; i < 10; i++) {
    const a = r.range(0, Math.PI * 2);
    s += ellipse(x + Math.cos(a) * 28, y + Math.sin(a) * 28, 5, 3, '#e5e2d6', `transform="rotate(${f((a * 180) / Math.PI)} ${f(x + Math.cos(a) * 28)} ${f(y + Math.sin(a) * 28)})"`);
  }
  return s + path(blobPath(r, x, y, 17, 17, 0.15, 8), fill) + circle(x - 5, y - 5, 4, '#ffffff', 'opacity="0.4"');
}

function nigiri(r: Rng, x: number, y: number, fish: string): string {
  let s = rect(x - 62, y - 6, 124, 46, 23, '#f7f5ee') + ellipse(x, y + 34, 56, 8, '#000', 'opacity="0.08"');
  s += path(`M${x - 70},${y + 8} C${x - 60},${y - 34} ${x + 50},${y - 40} ${x + 72},${y - 4} C${x + 60},${y + 14} ${x - 50},${y + 22} ${x - 70},${y + 8} Z`, fish);
  if (fish !== '#f4d35e') {
    for (let i = -2; i <= 2; i++) s += path(`M${x + i * 24 - 8},${y - 20} q10,12 4,30`, 'none', `stroke="${shade(fish, 0.55)}" stroke-width="4" stroke-linecap="round" opacity="0.8"`);
  } else s += rect(x - 10, y - 28, 20, 70, 4, '#1d3b2c');
  return s;
}

export function drawSushi(r: Rng, hint: string): string {
  const slate = r.chance(0.5);
  const board = slate ? '#33393f' : '#c98d55';
  let s = rect(70, 166, 372, 236, 28, shade(board, -0.25)) + rect(70, 150, 372, 236, 28, board);
  if (!slate) for (let i = 0; i < 5; i++) s += line(100, 180 + i * 44, 412, 180 + i * 44 + r.range(-6, 6), shade(board, -0.12), 3, 'opacity="0.6"');
  const fills = ['#f38a5a', '#7cbf5a', '#e2374d', '#f4d35e', '#f7a072'];
  s += maki(r, 150, 215, r.pick(fills)) + maki(r, 150, 320, r.pick(fills));
  const fishes = /salmon|philadelphia/.test(hint) ? ['#f47c48'] : /tuna/.test(hint) ? ['#d7263d'] : ['#f47c48', '#d7263d', '#f4d35e', '#f49a74'];
  s += nigiri(r, 320, 212, r.pick(fishes)) + nigiri(r, 320, 300, r.pick(fishes));
  s += path(blobPath(r, 400, 362, 20, 14, 0.2, 8), '#8cc152');
  s += ellipse(240, 362, 20, 11, '#f7b6b0') + ellipse(256, 368, 18, 10, '#f9c9c3');
  const stick = r.pick(['#6b4226', '#2b2b2b', '#b5651d']);
  s += line(90, 128, 460, 110, stick, 10) + line(96, 142, 464, 128, stick, 10);
  return group(s, `rotate(${f(r.range(-7, 7))} 256 260)`);
}
