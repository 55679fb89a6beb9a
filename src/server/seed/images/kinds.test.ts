import { describe, expect, it } from 'vitest';
import { buildAvatarSvg, buildBrandLogoSvg, buildCategoryIconSvg, buildParcelIconSvg, buildShopLogoSvg } from './brand';
import { buildBannerSvg, buildPageCoverSvg, buildShopCoverSvg, buildStorySvg } from './covers';
import { buildProductSvg } from './food';
import { FOOD_KINDS, foodKindFor, matchFoodKind, shopKindFor } from './kinds';
import { createRng, hashString } from './rng';
import { fitText, initialsOf } from './svg';

describe('rng', () => {
  it('is deterministic per seed and differs across seeds', () => {
    const a = createRng('Margherita');
    const b = createRng('Margherita');
    const c = createRng('Pepperoni');
    const seqA = Array.from({ length: 8 }, () => a.next());
    expect(Array.from({ length: 8 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 8 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(hashString('abc')).toBe(hashString('abc'));
  });

  it('int() stays within inclusive bounds', () => {
    const r = createRng('bounds');
    for (let i = 0; i < 500; i++) {
      const v = r.int(2, 5);
      expect(v).toBeGreaterThanOrEqual(2);
      expect(v).toBeLessThanOrEqual(5);
    }
  });
});

describe('foodKindFor', () => {
  it.each([
    ['Margherita pizza', 'pizza'],
    ['Oat milk', 'dairy'],
    ['Double Cheeseburger', 'burger'],
    ['Tomato soup', 'soup'],
    ['Carrot cake', 'cake'],
    ['Fresh orange juice', 'drink'],
    ['Salmon fillet', 'fish'],
    ['Chicken drumsticks', 'meat'],
    ['Chicken pieces', 'meat'],
    ['Beef steak', 'meat'],
    ['Strawberries', 'fruit'],
    ['Broccoli', 'vegetable'],
    ['Sourdough bread', 'bread'],
    ['Vanilla ice cream', 'icecream'],
    ['Tonkotsu ramen', 'noodles'],
    ['California roll', 'sushi'],
    ['Caesar salad', 'salad'],
    ['Basmati rice 1kg', 'grocery'],
    ['Cappuccino', 'drink'],
    ['Hot chocolate', 'drink'],
    ['Crème brûlée cheesecake', 'cake'],
    ['Fruits & Vegetables', 'fruit'],
  ] as const)('%s → %s', (text, kind) => {
    expect(foodKindFor(text)).toBe(kind);
  });

  it('falls back deterministically by hash for unknown names', () => {
    expect(matchFoodKind('Zxqv 42')).toBeNull();
    const k = foodKindFor('Zxqv 42');
    expect(FOOD_KINDS).toContain(k);
    expect(foodKindFor('Zxqv 42')).toBe(k);
    expect(foodKindFor('Zxqv 42', ['bread'])).toBe('bread');
  });

  it('shop kinds use the name, else the shop type', () => {
    expect(shopKindFor('Pizza Napoli')).toBe('pizza');
    expect(shopKindFor('Bella Vista')).toBe('restaurant');
    expect(shopKindFor('Bella Vista', 'shop')).toBe('grocery');
  });
});

describe('svg builders', () => {
  const builders: Array<[string, (s: string) => string]> = [
    ['product', (s) => buildProductSvg(s)],
    ['shopLogo', (s) => buildShopLogoSvg(s)],
    ['shopCover', (s) => buildShopCoverSvg(s)],
    ['banner', (s) => buildBannerSvg(s, { title: s, subtitle: 'Sub' })],
    ['story', (s) => buildStorySvg(s, { title: s })],
    ['pageCover', (s) => buildPageCoverSvg(s, { title: s, variant: 'career' })],
    ['categoryIcon', (s) => buildCategoryIconSvg(s)],
    ['avatar', (s) => buildAvatarSvg(s)],
    ['brandLogo', (s) => buildBrandLogoSvg(s)],
    ['parcelIcon', (s) => buildParcelIconSvg(s)],
  ];

  it.each(builders)('%s: same seed → same SVG, other seed → other SVG', (_name, build) => {
    const a = build('Green Valley Pizza');
    expect(a.startsWith('<svg')).toBe(true);
    expect(build('Green Valley Pizza')).toBe(a);
    expect(build('Blue Harbour Sushi')).not.toBe(a);
  });

  it('products of one kind vary with the name', () => {
    const svgs = new Set(['Pizza 1', 'Pizza 2', 'Pizza 3', 'Pizza 4'].map((n) => buildProductSvg(n, 'pizza')));
    expect(svgs.size).toBe(4);
  });

  it('escapes text so odd names cannot break the markup', () => {
    const svg = buildBrandLogoSvg('<b>Tom & "Jerry"</b>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#38;');
  });

  it('initials and text fitting', () => {
    expect(initialsOf('green valley farms')).toBe('GV');
    expect(initialsOf('Bakery')).toBe('B');
    expect(initialsOf('Олег Петров')).toBe('ОП');
    expect(initialsOf('!!!')).toBe('?');
    const fit = fitText('Organic Harvest Company Limited', 200, 56, 14, 3);
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fit.size).toBeLessThanOrEqual(56);
  });
});
