// Safe reader for /storage/images/* requests. Kept free of sharp so route handlers
// can import it cheaply.
import { constants } from 'node:fs';
import { lstat, open, realpath } from 'node:fs/promises';
import path from 'node:path';

const SAFE_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|png|jpg|jpeg)$/;
const MAX_BYTES = 10 * 1024 * 1024;
const MAX_PATH = 512;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export interface StoredImage {
  body: Buffer;
  contentType: string;
}

/**
 * Validate the part of a URL after `/storage/images/` and return the relative path,
 * or null if it is not acceptable. Decodes percent-escapes exactly once.
 */
export function safeImagePath(urlPath: string): string | null {
  if (typeof urlPath !== 'string' || urlPath.length === 0 || urlPath.length > MAX_PATH) return null;
  if (/[\\\0]/.test(urlPath)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('..') || /[\\\0%]/.test(decoded)) return null;
  return SAFE_PATH.test(decoded) ? decoded : null;
}

function inside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * Read <dataDir>/storage/images/<urlPath> for serving. Returns null for anything that
 * is not a safe relative path to a regular file inside that folder (no traversal, no
 * symlinks at any level, no odd encodings) or that is missing/too large.
 */
export async function readStorageImage(dataDir: string, urlPath: string): Promise<StoredImage | null> {
  const rel = safeImagePath(urlPath);
  if (!rel) return null;
  const root = path.resolve(dataDir, 'storage', 'images');
  const file = path.resolve(root, rel);
  if (!inside(root, file)) return null;
  const ext = rel.slice(rel.lastIndexOf('.') + 1);
  const contentType = CONTENT_TYPES[ext];
  if (!contentType) return null;

  let handle;
  try {
    if (!(await lstat(file)).isFile()) return null; // symlinks and directories are refused
    // O_NOFOLLOW: fail if the final component is a symlink (no lstat/open race).
    handle = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return null;
  }
  try {
    const st = await handle.stat();
    if (!st.isFile() || st.size > MAX_BYTES) return null;
    // A symlinked directory on the way must not lead outside the images root either.
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    if (!inside(realRoot, realFile) || path.relative(realRoot, realFile) !== path.relative(root, file)) return null;
    const body = await handle.readFile();
    return { body, contentType };
  } catch {
    return null;
  } finally {
    await handle.close();
  }
}
