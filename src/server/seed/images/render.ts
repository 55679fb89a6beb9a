// SVG string → WebP (or PNG) buffer via sharp.
import sharp, { type Sharp } from 'sharp';

export interface RenderOptions {
  width: number;
  height: number;
  /** WebP quality 1..100 (default 78). */
  quality?: number;
  /** libwebp effort 0..6 (default 2: fast, still compact). */
  effort?: number;
}

/** Intrinsic width of the root <svg> element (px), if declared. */
function svgWidth(svg: string): number | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const m = /\swidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(root);
  return m ? Number(m[1]) : null;
}

function rasterise(svg: string, width: number, height: number): Sharp {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 4096 || height > 4096) {
    throw new Error(`renderImage: bad size ${width}x${height}`);
  }
  const intrinsic = svgWidth(svg);
  // Rasterise at the target resolution (not 72 dpi then upscale) so edges stay crisp.
  const density = intrinsic ? Math.min(2400, Math.max(1, (72 * width) / intrinsic)) : 72;
  return sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'cover' });
}

/** Render an SVG document to a WebP buffer of exactly width×height. */
export async function renderImage(svg: string, opts: RenderOptions): Promise<Buffer> {
  const quality = Math.round(Math.min(100, Math.max(1, opts.quality ?? 78)));
  const effort = Math.round(Math.min(6, Math.max(0, opts.effort ?? 2)));
  return rasterise(svg, opts.width, opts.height).webp({ quality, effort, smartSubsample: false }).toBuffer();
}

/** Render an SVG document to a PNG buffer (static assets, contact sheets). */
export async function renderPng(svg: string, opts: Pick<RenderOptions, 'width' | 'height'>): Promise<Buffer> {
  return rasterise(svg, opts.width, opts.height).png({ compressionLevel: 9 }).toBuffer();
}
