// Product drawings: meat (steak, drumsticks, sausages) and fish (whole fish, fillet, shrimp).
import type { Rng } from './rng';
import { blobPath, circle, ellipse, f, group, line, path, rect, shade } from './svg';

function board(r: Rng): string {
  const wood = r.pick(['#c98d55', '#b07848', '#d8a46c']);
  let s = ellipse(256, 300, 224, 150, shade(wood, -0.25)) + ellipse(256, 288, 224, 150, wood);
  for (let i = 0; i < 4; i++) s += path(`M${80 + i * 10},${220 + i * 40} q176,${r.range(-20, 20)} 352,0`, 'none', `stroke="${shade(wood, -0.1)}" stroke-width="3" opacity="0.6"`);
  return s;
}

function rosemary(x: number, y: number, rot: number): string {
  let s = line(0, 0, 150, 0, '#5d7a3a', 4);
  for (let i = 0; i < 9; i++) s += ellipse(12 + i * 15, i % 2 ? -9 : 9, 10, 3.5, '#4a7c3a', `transform="rotate(${i % 2 ? -30 : 30} ${12 + i * 15} ${i % 2 ? -9 : 9})"`);
  return group(s, `translate(${f(x)},${f(y)}) rotate(${f(rot)})`);
}

function steak(r: Rng, hint: string): string {
  const raw = /raw|fresh|butcher|mince|fillet|tenderloin/.test(hint) || (!/grill|bbq|roast/.test(hint) && r.chance(0.5));
  const clip = r.id('st');
  const outline = blobPath(r, 250, 280, 150, 104, 0.08, 12);
  let s = board(r) + group(path(outline, '#f3e0d0'), 'translate(12,-10)');
  s += `<clipPath id="${clip}"><path d="${outline}"/></clipPath>` + path(outline, raw ? '#c0392b' : '#7a3b22');
  let inner = '';
  if (raw) for (let i = 0; i < 7; i++) inner += path(`M${f(r.range(120, 360))},${f(r.range(200, 360))} q${f(r.range(-30, 30))},${f(r.range(-30, 30))} ${f(r.range(30, 60))},${f(r.range(-20, 20))}`, 'none', 'stroke="#f6d5cc" stroke-width="4" opacity="0.7" stroke-linecap="round"');
  else for (let i = -3; i <= 3; i++) inner += line(150 + i * 50, 160, 250 + i * 50, 400, '#3b1a0e', 12, 'opacity="0.85"');
  s += group(inner, '', `clip-path="url(#${clip})"`);
  s += path(outline, 'none', `stroke="${raw ? '#f3e0d0' : '#5a2a15'}" stroke-width="6"`);
  if (!raw) for (let i = 0; i < 14; i++) s += circle(r.range(140, 360), r.range(200, 350), 2.5, '#1a1a1a');
  return s + rosemary(300, 392, -12);
}

function drumsticks(r: Rng): string {
  let s = ellipse(256, 410, 200, 36, r.pick(['#ffffff', '#eef2f5'])) + ellipse(256, 402, 190, 30, '#000', 'opacity="0.04"');
  for (const [x, y, rot] of [[200, 270, -30], [312, 280, 24]] as const) {
    const c = r.pick(['#c46a2b', '#b65e22', '#d27d36']);
    const g = rect(40, -12, 110, 24, 12, '#f5efe6') + circle(150, -14, 16, '#f5efe6') + circle(150, 14, 16, '#f5efe6') + path('M-100,0 C-100,-80 20,-80 50,-16 L50,16 C20,80 -100,80 -100,0 Z', c) + ellipse(-50, -26, 30, 12, '#ffffff', 'opacity="0.25"');
    s += group(g, `translate(${x},${y}) rotate(${rot})`);
  }
  return s + ellipse(150, 380, 30, 20, '#f3dd5c') + rosemary(300, 380, -8);
}

function sausages(r: Rng): string {
  let s = board(r);
  for (let i = 0; i < 3; i++) {
    const c = r.pick(['#b5502e', '#a4452a', '#c2643a']);
    let g = rect(-150, -28, 300, 56, 28, c);
    for (let k = -2; k <= 2; k++) g += line(k * 50 - 10, -20, k * 50 + 10, 20, shade(c, -0.35), 5);
    g += rect(-130, -20, 200, 10, 5, '#ffffff', 'opacity="0.2"');
    s += group(g, `translate(256,${220 + i * 64}) rotate(${f(r.range(-8, 8))})`);
  }
  return s;
}

export function drawMeat(r: Rng, hint: string): string {
  if (/chicken|wing|drumstick|poultry|turkey|duck/.test(hint)) return drumsticks(r);
  if (/sausage|hot ?dog|bratwurst|kielbasa|salami/.test(hint)) return sausages(r);
  if (/steak|beef|pork|lamb|veal|meat|ribeye|fillet/.test(hint)) return steak(r, hint);
  return r.pick([(q: Rng) => steak(q, hint), drumsticks, sausages])(r);
}

function plate(r: Rng): string {
  return ellipse(256, 300, 226, 150, '#000', 'opacity="0.08"') + ellipse(256, 290, 222, 146, r.pick(['#ffffff', '#eaf1f6', '#f6efe3'])) + ellipse(256, 290, 180, 112, '#000', 'opacity="0.04"');
}

function lemon(x: number, y: number): string {
  let s = circle(x, y, 30, '#f5d63d') + circle(x, y, 24, '#fff3a6');
  for (let i = 0; i < 6; i++) s += line(x, y, x + Math.cos((i * Math.PI) / 3) * 22, y + Math.sin((i * Math.PI) / 3) * 22, '#f5d63d', 2.5);
  return s;
}

function wholeFish(r: Rng): string {
  const body = r.pick(['#7fa7c9', '#e76f51', '#9bb06b', '#8fa3b8', '#f4a261']);
  const clip = r.id('fs');
  const outline = 'M96,280 C150,180 320,170 390,272 C320,372 150,372 96,280 Z';
  let s = plate(r) + path('M380,276 L462,206 Q440,276 462,350 Z', shade(body, -0.15));
  s += path('M200,214 Q250,150 320,206 Z', shade(body, -0.15)) + path('M220,346 Q260,390 300,344 Z', shade(body, -0.15));
  let inner = path(outline, body) + ellipse(240, 330, 180, 40, shade(body, 0.5));
  for (let row = 0; row < 4; row++) for (let i = 0; i < 6; i++) inner += path(`M${200 + i * 30 + (row % 2) * 15},${238 + row * 22} q10,10 0,20`, 'none', `stroke="${shade(body, -0.25)}" stroke-width="3" opacity="0.5"`);
  s += `<clipPath id="${clip}"><path d="${outline}"/></clipPath>` + group(inner, '', `clip-path="url(#${clip})"`);
  s += path('M170,236 Q190,280 170,324', 'none', `stroke="${shade(body, -0.3)}" stroke-width="5" stroke-linecap="round"`);
  s += circle(140, 268, 14, '#ffffff') + circle(143, 268, 7, '#1a1a1a') + path('M98,286 q10,6 20,2', 'none', 'stroke="#1a1a1a" stroke-width="3"');
  return s + lemon(130, 380) + lemon(386, 380) + rosemary(180, 400, -4);
}

function fillet(r: Rng): string {
  const c = r.pick(['#f6855a', '#f4976c', '#ef7a4f']);
  let s = board(r) + path('M110,330 C120,240 200,200 300,206 C370,210 420,240 410,300 C400,350 330,370 240,370 C170,370 108,360 110,330 Z', c);
  for (let i = 0; i < 6; i++) s += path(`M${170 + i * 38},214 C${150 + i * 38},260 ${190 + i * 38},320 ${160 + i * 38},366`, 'none', `stroke="${shade(c, 0.55)}" stroke-width="6" opacity="0.85"`);
  return s + path('M110,330 C108,360 170,370 240,370 C330,370 400,350 410,300', 'none', 'stroke="#8d9ba8" stroke-width="8"') + lemon(380, 210) + rosemary(120, 400, -14);
}

function shrimp(r: Rng): string {
  let s = plate(r);
  for (const [x, y, rot] of [[190, 270, -30], [330, 300, 20]] as const) {
    let g = path('M-96,-28 C-100,-70 -60,-80 -40,-60', 'none', 'stroke="#d9572b" stroke-width="3"');
    for (let i = 0; i < 7; i++) {
      const a = Math.PI * 1.25 - (i / 6) * Math.PI * 1.25;
      const cx = Math.cos(a) * 62;
      const cy = Math.sin(a) * 62;
      g += ellipse(cx, cy, 34 - i * 3, 26 - i * 2, i % 2 ? '#f28b5b' : '#f7a07a', `stroke="#e0693a" stroke-width="2" transform="rotate(${f((a * 180) / Math.PI + 90)} ${f(cx)} ${f(cy)})"`);
    }
    g += path('M58,12 l40,-10 l-10,40 Z', '#e0693a') + circle(-50, -48, 6, '#1a1a1a');
    s += group(g, `translate(${x},${y}) rotate(${rot + r.range(-6, 6)})`);
  }
  return s + lemon(256, 400);
}

export function drawFish(r: Rng, hint: string): string {
  if (/shrimp|prawn|seafood/.test(hint)) return shrimp(r);
  if (/salmon|fillet|trout|steak/.test(hint)) return fillet(r);
  if (/\bfish|cod|bass|dorado|herring|mackerel|sardine|tuna|whole/.test(hint)) return wholeFish(r);
  return r.pick([wholeFish, wholeFish, fillet, shrimp])(r);
}
