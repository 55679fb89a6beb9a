// Product illustrations: a food drawing by kind on a soft seeded background (512×512).
import { drawBurger, drawPizza, drawSushi } from './draw-meals';
import { drawNoodles, drawSalad, drawSoup } from './draw-bowls';
import { drawCake, drawDrink, drawIceCream } from './draw-sweets';
import { drawFruit, drawVegetable } from './draw-produce';
import { drawBread, drawDairy, drawGrocery } from './draw-pantry';
import { drawFish, drawMeat } from './draw-protein';
import type { FoodKind } from './kinds';
import { foodKindFor, normaliseText } from './kinds';
import type { Rng } from './rng';
import { createRng } from './rng';
import type { Palette } from './svg';
import { circle, f, group, linearGradient, paletteFor, svgDoc } from './svg';

type Drawer = (r: Rng, hint: string) => string;

const DRAWERS: Record<FoodKind, Drawer> = {
  pizza: drawPizza,
  burger: drawBurger,
  salad: drawSalad,
  sushi: drawSushi,
  noodles: drawNoodles,
  soup: drawSoup,
  cake: drawCake,
  icecream: drawIceCream,
  drink: drawDrink,
  fruit: drawFruit,
  vegetable: drawVegetable,
  bread: drawBread,
  dairy: drawDairy,
  meat: drawMeat,
  fish: drawFish,
  grocery: drawGrocery,
};

/**
 * The bare food drawing (no background) in a 512×512 coordinate space, as an SVG
 * fragment. `seed` is usually the product name; it also steers sub-variants
 * ("Orange juice" → glass, "Latte" → cup).
 */
export function drawFood(kind: FoodKind, seed: string): string {
  return DRAWERS[kind](createRng(`food:${kind}:${seed}`), normaliseText(seed));
}

/** Same drawing placed into a box of `size` px with top-left at (x, y). */
export function placeFood(kind: FoodKind, seed: string, x: number, y: number, size: number): string {
  return group(drawFood(kind, seed), `translate(${f(x)},${f(y)}) scale(${f(size / 512)})`);
}

/** Confetti-like decoration: small dots, rings and plus signs scattered in a box. */
export function confetti(r: Rng, w: number, h: number, n: number, colors: readonly string[], avoid?: { x: number; y: number; r: number }, scale = w / 512): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r.range(0, w);
    const y = r.range(0, h);
    if (avoid && Math.hypot(x - avoid.x, y - avoid.y) < avoid.r) continue;
    const c = r.pick(colors);
    const k = r.int(0, 2);
    const sz = r.range(4, 9) * scale;
    if (k === 0) s += circle(x, y, sz, c, 'opacity="0.55"');
    else if (k === 1) s += circle(x, y, sz * 1.3, 'none', `stroke="${c}" stroke-width="${f(sz * 0.6)}" opacity="0.5"`);
    else s += `<path d="M${f(x - sz * 1.4)},${f(y)} H${f(x + sz * 1.4)} M${f(x)},${f(y - sz * 1.4)} V${f(y + sz * 1.4)}" stroke="${c}" stroke-width="${f(sz * 0.6)}" stroke-linecap="round" opacity="0.5"/>`;
  }
  return s;
}

/** Square soft background used behind product / category art. */
export function softBackdrop(r: Rng, p: Palette, size: number): string {
  const id = r.id('bg');
  const angle = r.pick([[1, 1], [0, 1], [1, 0]] as const);
  return (
    `<defs>${linearGradient(id, [p.bg, p.soft], angle[0], angle[1])}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#${id})"/>` +
    circle(size * r.range(0.45, 0.55), size * 0.53, size * 0.4, '#ffffff', 'opacity="0.55"') +
    confetti(r, size, size, 14, [p.mid, p.accent, p.strong], { x: size / 2, y: size / 2, r: size * 0.4 })
  );
}

/** 512×512 product illustration. Kind defaults to a guess from the name. */
export function buildProductSvg(name: string, kind: FoodKind = foodKindFor(name)): string {
  const r = createRng(`product:${name}`);
  const p = paletteFor(r);
  const scale = r.range(0.9, 0.98);
  const dx = 256 - 256 * scale + r.range(-8, 8);
  const food = group(drawFood(kind, name), `translate(${f(dx)},${f(256 - 256 * scale + 6)}) scale(${f(scale)})`);
  return svgDoc(512, 512, softBackdrop(r, p, 512) + food);
}
