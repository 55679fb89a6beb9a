// Idempotent writer for generated images at /storage/images/<folder>/<name>.webp, through the storage module.
import path from 'node:path';
import { createLocalStorage } from '../../storage/local';
import type { FileStorage } from '../../storage/types';
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
  /**
   * Write <folder>/<name>.webp from `build()` unless it already exists, and return its public URL path
   * (/storage/images/<folder>/<name>.webp). `build` is not called when the file exists. Throws on unsafe
   * folder/name.
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

/** `target`: the app's storage, or a data folder (local driver; scripts and tests). */
export function createImageStore(target: string | FileStorage): ImageStore {
  const storage = typeof target === 'string' ? createLocalStorage(target) : target;
  const inFlight = new Map<string, Promise<string>>();

  async function write(folder: string, name: string, build: () => string, size: ImageSize): Promise<string> {
    const key = `${folder}/${name}.webp`;
    if (!(await storage.exists(key))) await storage.put(key, await renderImage(build(), size), 'image/webp');
    return `${IMAGE_URL_PREFIX}${key}`;
  }

  return {
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
