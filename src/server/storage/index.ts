import type { ServerConfig } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';
export { createLocalStorage } from './local';
export { createS3Storage } from './s3';

/** The configured driver: S3-compatible when a bucket is set (config.ts), the local data folder otherwise. */
export function createStorage(config: ServerConfig): FileStorage {
  const s3 = config.s3;
  return s3 ? createS3Storage(s3) : createLocalStorage(config.dataDir);
}
