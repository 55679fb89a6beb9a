import sharp from 'sharp';
import { ApiError, invalid } from '../../http/api-error';

export type UploadKind = 'jpeg' | 'png' | 'webp';

/** The file's real type from its first bytes (the declared type and name are never trusted). */
export function sniffImage(bytes: Buffer): UploadKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface Fit {
  width: number;
  height: number;
  /** cover: crop to exactly this box (avatars, logos); inside: keep the aspect, at most this box. */
  mode: 'cover' | 'inside';
}

/** At most this many re-encodes at once per process: sharp runs off the event loop, but CPU is shared. */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(job: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await job();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Decodes, applies the EXIF orientation, resizes and re-encodes as WebP. sharp writes no metadata unless
 * asked, so EXIF, GPS, XMP and ICC comments are gone. A file that does not decode answers 400.
 */
export async function reencodeImage(bytes: Buffer, fit: Fit): Promise<Buffer> {
  if (!sniffImage(bytes)) {
    throw new ApiError('UNSUPPORTED_MEDIA', { message: 'Upload a JPEG, PNG or WebP image', params: { image: ['Upload a JPEG, PNG or WebP image'] } });
  }
  try {
    return await withSlot(() =>
      sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000, animated: false })
        .rotate()
        .resize(fit.width, fit.height, { fit: fit.mode, withoutEnlargement: fit.mode === 'inside' })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch {
    throw invalid({ image: ['The image could not be read'] }, 'The image could not be read');
  }
}
