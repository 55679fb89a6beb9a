// Small shared helpers of the data builders: image registration, dates relative to the seed time,
// deterministic picks and prices.
import {
  buildAvatarSvg,
  buildBannerSvg,
  buildBrandLogoSvg,
  buildCategoryIconSvg,
  buildPageCoverSvg,
  buildParcelIconSvg,
  buildProductSvg,
  buildShopCoverSvg,
  buildShopLogoSvg,
  buildStorySvg,
  createRng,
  hashString,
  IMAGE_SIZES,
  type FoodKind,
  type ShopKind,
} from '../images';
import { slug, type ImagePlan } from '../util';

/** Every image the marketplace rows point at, by kind (folder, file name, size, drawing). */
export const seedImages = {
  product: (images: ImagePlan, name: string, kind: FoodKind) =>
    images.add('products', slug(name), IMAGE_SIZES.product, () => buildProductSvg(name, kind)),
  shopLogo: (images: ImagePlan, key: string, title: string, kind: ShopKind) =>
    images.add('shops', `${key}-logo`, IMAGE_SIZES.shopLogo, () => buildShopLogoSvg(title, kind)),
  shopCover: (images: ImagePlan, key: string, title: string, kind: ShopKind) =>
    images.add('shops', `${key}-cover`, IMAGE_SIZES.shopCover, () => buildShopCoverSvg(title, kind)),
  categoryIcon: (images: ImagePlan, folder: string, key: string, title: string, kind: FoodKind) =>
    images.add(folder, key, IMAGE_SIZES.categoryIcon, () => buildCategoryIconSvg(title, kind)),
  brandLogo: (images: ImagePlan, key: string, title: string) =>
    images.add('brands', key, IMAGE_SIZES.brandLogo, () => buildBrandLogoSvg(title)),
  avatar: (images: ImagePlan, name: string) =>
    images.add('users', `avatar-${slug(name)}`, IMAGE_SIZES.avatar, () => buildAvatarSvg(name)),
  banner: (images: ImagePlan, folder: string, key: string, kind: FoodKind) =>
    images.add(folder, key, IMAGE_SIZES.banner, () => buildBannerSvg(key, { kind })),
  story: (images: ImagePlan, name: string, seed: string, kind: FoodKind) =>
    images.add('stories', name, IMAGE_SIZES.story, () => buildStorySvg(seed, { kind })),
  cover: (images: ImagePlan, folder: string, key: string, variant: 'blog' | 'career' | 'page', kind: FoodKind) =>
    images.add(folder, key, IMAGE_SIZES.pageCover, () => buildPageCoverSvg(key, { variant, kind })),
  parcel: (images: ImagePlan, type: string) =>
    images.add('parcels', slug(type), IMAGE_SIZES.parcelIcon, () => buildParcelIconSvg(type)),
  recipe: (images: ImagePlan, key: string, title: string, kind: FoodKind) =>
    images.add('recipes', key, IMAGE_SIZES.product, () => buildProductSvg(title, kind)),
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

export const daysFrom = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY);
export const hoursFrom = (now: Date, hours: number): Date => new Date(now.getTime() + hours * HOUR);
export const minutesFrom = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * MINUTE);

/** `YYYY-MM-DD` (UTC) for date columns. */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** `HH:mm` (UTC). */
export const hhmm = (d: Date): string => d.toISOString().slice(11, 16);

/** A price in cents ending in 9 ("$12.49"), from a raw amount. */
export function retailPrice(cents: number): number {
  return Math.max(9, Math.round(cents / 10) * 10 - 1);
}

/** Seeded price in [min, max], retail-rounded. */
export function priceIn(seed: string, range: readonly [number, number]): number {
  const r = createRng(`price:${seed}`);
  return retailPrice(r.int(range[0], range[1]));
}

/** A seeded selection of `n` items, in their original order. */
export function pickSome<T>(seed: string, items: readonly T[], n: number): T[] {
  if (n >= items.length) return [...items];
  const order = items.map((item, i) => ({ item, i, h: hashString(`${seed}:${i}`) }));
  const chosen = order.sort((a, b) => a.h - b.h).slice(0, n);
  return chosen.sort((a, b) => a.i - b.i).map((c) => c.item);
}

/** Items sorted by a seeded hash (a deterministic shuffle). */
export function shuffled<T>(seed: string, items: readonly T[], keyOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => hashString(`${seed}:${keyOf(a)}`) - hashString(`${seed}:${keyOf(b)}`));
}
