// Idempotent writer for generated images under <dataDir>/storage/images/<folder>/<name>.webp.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderImage } from './render';
import { hashString } from './rng';

/** Folder and file names: lowercase ASCII letters, digits and dashes only. */
export const SAFE_NAME = /^[a-z0-9-]{1,120}$/;
export const IMAGE_URL_PREFIX = '/storage/images/';

export interface ImageSize {
  width: number;
  height: number;
  quality?: number;
}

export interface ImageStore {
  /** Absolute path of <dataDir>/storage/images. */
  readonly root: string;
  /**
   * Write <root>/<folder>/<name>.webp from `build()` unless it already exists, and
   * return its public URL path (/storage/images/<folder>/<name>.webp). `build` is not
   * called when the file exists. Throws on unsafe folder/name.
   */
  ensure(folder: string, name: string, build: () => string, size: ImageSize): Promise<string>;
}

export function imagesRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'storage', 'images');
}

function assertSafe(kind: string, value: string): void {
  if (!SAFE_NAME.test(value)) throw new Error(`Unsafe image ${kind}: ${JSON.stringify(value)} (allowed: [a-z0-9-])`);
}

/** Make a safe file name from any text ("Crème brûlée #2" → "creme-brulee-2"); never empty. */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || `x${hashString(text).toString(36)}`;
}

async function exists(file: string): Promise<boolean> {
  try {
    const st = await lstat(file);
    if (!st.isFile()) throw new Error(`Image path exists but is not a regular file: ${file}`);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

export function createImageStore(dataDir: string): ImageStore {
  const root = imagesRoot(dataDir);
  const inFlight = new Map<string, Promise<string>>();

  async function write(folder: string, name: string, build: () => string, size: ImageSize): Promise<string> {
    const url = `${IMAGE_URL_PREFIX}${folder}/${name}.webp`;
    const dir = path.join(root, folder);
    const file = path.join(dir, `${name}.webp`);
    if (await exists(file)) return url;
    const body = await renderImage(build(), size);
    await mkdir(dir, { recursive: true });
    // Write to a temp file then rename, so readers never see a half-written image.
    const tmp = path.join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, body, { flag: 'wx' });
      await rename(tmp, file);
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
    return url;
  }

  return {
    root,
    ensure(folder, name, build, size) {
      try {
        assertSafe('folder', folder);
        assertSafe('name', name);
      } catch (err) {
        return Promise.reject(err);
      }
      const key = `${folder}/${name}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const job = write(folder, name, build, size).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}

/**
 * Map with at most `limit` calls of `fn` in flight; results keep input order.
 * Stops starting new items after the first failure and rejects with it.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i] as T, i);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const n = Math.max(1, Math.min(Math.floor(limit) || 1, items.length));
  await Promise.all(Array.from({ length: n }, worker));
  return results;
}
