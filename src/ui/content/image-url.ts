import imageSizes from '../config/image-sizes.json';

/**
 * The URLs of Next's image optimizer (`/_next/image`), built the way next/image builds them, without its client
 * code on the first load. The widths come from the same file next.config.js hands to the optimizer, so every
 * width asked for here is one it serves.
 */
const DEVICE_SIZES = [...imageSizes.deviceSizes].sort((a, b) => a - b);
const ALL_SIZES = [...imageSizes.deviceSizes, ...imageSizes.imageSizes].sort((a, b) => a - b);
const QUALITY = imageSizes.quality;

export type ImageAttrs = { src: string; srcSet?: string; sizes?: string };

/** Only same-origin paths go through the optimizer; remote URLs are not on its allow-list. */
export const isLocalImage = (src: string) => src.startsWith('/') && !src.startsWith('//');

/** SVGs (the optimizer refuses them), data: and blob: URLs are served as they are. */
const servedAsIs = (src: string) => !isLocalImage(src) || src.split('?', 1)[0].endsWith('.svg');

export const optimizedUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/** `sizes` with `vw`: widths down to the smallest share of the smallest screen; other `sizes`: every width. */
function responsiveWidths(sizes: string): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  if (!shares.length) return ALL_SIZES;
  const smallest = DEVICE_SIZES[0] * Math.min(...shares) * 0.01;
  return ALL_SIZES.filter((size) => size >= smallest);
}

/** A fixed CSS width: the widths for 1x and 2x screens (3x looks no sharper and costs more). */
function densityWidths(width: number): number[] {
  const fit = (target: number) => ALL_SIZES.find((size) => size >= target) ?? ALL_SIZES[ALL_SIZES.length - 1];
  return [...new Set([fit(width), fit(width * 2)])];
}

/** `src`, `srcSet` and `sizes` of an image; `src` (the fallback) is the largest width of the set. */
export function imageAttrs({ src, width, sizes, unoptimized = false }: { src: string; width?: number; sizes?: string; unoptimized?: boolean }): ImageAttrs {
  if (unoptimized || servedAsIs(src)) return { src };
  if (!sizes && width !== undefined) {
    const widths = densityWidths(width);
    return { srcSet: widths.map((w, i) => `${optimizedUrl(src, w)} ${i + 1}x`).join(', '), src: optimizedUrl(src, widths[widths.length - 1]) };
  }
  const widths = sizes ? responsiveWidths(sizes) : DEVICE_SIZES;
  return {
    sizes: sizes || '100vw',
    srcSet: widths.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(', '),
    src: optimizedUrl(src, widths[widths.length - 1]),
  };
}
