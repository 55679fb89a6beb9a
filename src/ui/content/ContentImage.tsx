import css from '../home/cards.module.css';
import { Img } from './Img';

/** The theme's shape.borderRadius: radius 1 = 12 px, as MUI's sx would have computed it. */
const RADIUS_UNIT = 12;

/**
 * A CMS image in a fixed aspect box (no layout shift). Only local paths (/storage/images/…) are optimised;
 * anything else from an external backend is shown as is. Plain markup: lists render it many times.
 */
export function ContentImage({ src, alt, ratio = '16 / 9', sizes, priority = false, radius = 3 }: { src?: string; alt: string; ratio?: string; sizes: string; priority?: boolean; radius?: number }) {
  return (
    <div className={css.frame} style={{ aspectRatio: ratio, borderRadius: radius * RADIUS_UNIT }}>
      {src ? <Img src={src} alt={alt} fill sizes={sizes} priority={priority} style={{ objectFit: 'cover' }} /> : null}
    </div>
  );
}
