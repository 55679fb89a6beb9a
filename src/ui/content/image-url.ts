import imageSizes from '../config/image-sizes.json';

/**
 * The URLs of Next's image optimizer (`/_next/image`), built the way next/image builds them, without its client
 * code on the first load. The widths come from the same file next.config.js hands to the optimizer, so every
 * width asked for here is one it serves. Unlike next/image, a `srcSet` lists only the widths its `sizes` can use (the
 * HTML of a list page carried 40 kB of candidates no screen picks).
 */
const DEVICE_SIZES = [...imageSizes.deviceSizes].sort((a, b) => a - b);
const ALL_SIZES = [...imageSizes.deviceSizes, ...imageSizes.imageSizes].sort((a, b) => a - b);
const QUALITY = imageSizes.quality;

export type ImageAttrs = { src: string; srcSet?: string; sizes?: string };

/**
 * The API prints stored images as absolute URLs (contract §2); this site relays /storage/images/… to its API
 * whatever host the URL names, so such an image is read by its path and can go through the optimizer.
 */
export const storedImagePath = (src: string) => src.replace(/^https?:\/\/[^/]+(?=\/storage\/images\/)/, '');

/** Only same-origin paths go through the optimizer; remote URLs are not on its allow-list. */
export const isLocalImage = (src: string) => src.startsWith('/') && !src.startsWith('//');

/** SVGs (the optimizer refuses them), data: and blob: URLs are served as they are. */
const servedAsIs = (src: string) => !isLocalImage(src) || src.split('?', 1)[0].endsWith('.svg');

export const optimizedUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/** Narrowest phone screen, in CSS px. */
const NARROWEST_SCREEN = 320;
/** Widest image asked for: a 4K screen gets the 2048 px image, not 3840. */
const WIDEST_SCREEN = 2048;

/**
 * The narrowest and widest CSS widths a `sizes` value can give the image, reading its entries in order as the
 * browser does (the first matching entry wins: an entry after `(min-width: M)` only covers screens below M, one
 * after `(max-width: W)` only screens above W).
 */
export function sizesRange(sizes: string): { min: number; max: number } {
  let below = WIDEST_SCREEN; // screens from here up are taken by an earlier entry
  let above = NARROWEST_SCREEN; // and screens up to here
  let min = Infinity;
  let max = 0;
  for (const entry of sizes.split(',')) {
    const length = entry.trim().match(/(\d+(?:\.\d+)?)(px|vw)$/);
    if (!length) return { min: ALL_SIZES[0], max: WIDEST_SCREEN }; // calc() and other units: every width
    const value = Number(length[1]);
    const atLeast = Number(entry.match(/min-width:\s*(\d+)px/)?.[1] ?? 0);
    const atMost = Math.min(below, Number(entry.match(/max-width:\s*(\d+)px/)?.[1] ?? below));
    const narrowest = Math.min(Math.max(atLeast, above), atMost);
    min = Math.min(min, length[2] === 'px' ? value : (narrowest * value) / 100);
    max = Math.max(max, length[2] === 'px' ? value : (atMost * value) / 100);
    if (atLeast) below = Math.min(below, atLeast);
    if (entry.includes('max-width') && !atLeast) above = Math.max(above, atMost);
  }
  return { min, max };
}

/** Widths from the image's narrowest CSS width at 1x to its widest at 2x: no 3840 px candidate for a card. */
function responsiveWidths(sizes: string): number[] {
  const { min, max } = sizesRange(sizes);
  const top = ALL_SIZES.find((size) => size >= Math.min(max * 2, WIDEST_SCREEN)) ?? WIDEST_SCREEN;
  const bottom = [...ALL_SIZES].reverse().find((size) => size <= min) ?? ALL_SIZES[0];
  return ALL_SIZES.filter((size) => size >= bottom && size <= top);
}

/** A fixed CSS width: the widths for 1x and 2x screens (3x looks no sharper and costs more). */
function densityWidths(width: number): number[] {
  const fit = (target: number) => ALL_SIZES.find((size) => size >= target) ?? ALL_SIZES[ALL_SIZES.length - 1];
  return [...new Set([fit(width), fit(width * 2)])];
}

type ImageInput = { src: string; width?: number; sizes?: string; unoptimized?: boolean };

/**
 * Lists render the same images on every page view (menus: one per product): their attributes are kept, by
 * input, instead of parsing `sizes` and encoding each candidate URL again per render (a few % of a page's CPU).
 */
const built = new Map<string, ImageAttrs>();
const BUILT_LIMIT = 5_000;

/** `src`, `srcSet` and `sizes` of an image; `src` (the fallback) is the largest width of the set. */
export function imageAttrs(input: ImageInput): ImageAttrs {
  const key = `${input.src}\u0000${input.width ?? ''}\u0000${input.sizes ?? ''}\u0000${input.unoptimized ? 1 : 0}`;
  let attrs = built.get(key);
  if (!attrs) {
    if (built.size >= BUILT_LIMIT) built.clear();
    built.set(key, (attrs = buildImageAttrs(input)));
  }
  return attrs;
}

function buildImageAttrs({ src: given, width, sizes, unoptimized = false }: ImageInput): ImageAttrs {
  const src = storedImagePath(given);
  if (unoptimized || servedAsIs(src)) return { src };
  if (!sizes && width !== undefined) {
    const widths = densityWidths(width);
    return { srcSet: widths.map((w, i) => `${optimizedUrl(src, w)} ${i + 1}x`).join(', '), src: optimizedUrl(src, widths[widths.length - 1]) };
  }
  const widths = sizes ? responsiveWidths(sizes) : DEVICE_SIZES.filter((size) => size <= WIDEST_SCREEN);
  return {
    sizes: sizes || '100vw',
    srcSet: widths.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(', '),
    src: optimizedUrl(src, widths[widths.length - 1]),
  };
}
