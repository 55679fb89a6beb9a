import type { CSSProperties } from 'react';
import { imageAttrs } from './image-url';

export type ImgProps = {
  src: string;
  alt: string;
  /** Cover the positioned parent (the parent sets the size); needs `sizes`. */
  fill?: boolean;
  /** A fixed CSS size: the srcset is then 1x and 2x. */
  width?: number;
  height?: number;
  sizes?: string;
  /** The LCP image: fetched early and first (React preloads it from the server HTML), never lazy. */
  priority?: boolean;
  /** Serve `src` as it is (remote URLs always are). */
  unoptimized?: boolean;
  style?: CSSProperties;
  className?: string;
};

const FILL: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' };

/**
 * An `<img>` with the optimizer's srcset, as next/image renders it, without next/image's client code (~4 KB gzip
 * on every first load). The alt text stays invisible while the image loads, as with next/image.
 */
export function Img({ src, alt, fill = false, width, height, sizes, priority = false, unoptimized, style, className }: ImgProps) {
  const attrs = imageAttrs({ src, width: fill ? undefined : width, sizes, unoptimized });
  return (
    // The optimizer's URLs are built above (image-url.ts); next/image would only add its client code.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      alt={alt}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      decoding="async"
      className={className}
      style={{ ...(fill ? FILL : null), color: 'transparent', ...style }}
      sizes={attrs.sizes}
      srcSet={attrs.srcSet}
      // Last on purpose: Safari starts fetching at `src`, so `sizes` and `srcSet` must already be set.
      src={attrs.src}
    />
  );
}
