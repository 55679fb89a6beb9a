/** A stored file as read back for serving. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploads and the demo's generated images live. Keys are safe relative paths below the images root
 * ("users/12-1700000000.webp"); the public URL is always /storage/images/<key>. One local folder serves a
 * single process; the S3-compatible driver lets several app processes share the same files.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  exists(key: string): Promise<boolean>;
  /** Writes the whole file at once; readers never see a half-written one. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when missing, unsafe or too large. */
  get(key: string): Promise<StoredFile | null>;
}

/** Same rule as the reader's: lowercase ASCII folders and names, one image extension. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|png|jpg|jpeg)$/;

export const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export function assertSafeKey(key: string): void {
  if (key.length > 512 || key.includes('..') || !SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
