import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readStorageImage } from '../seed/images/storage';
import { assertSafeKey, type FileStorage } from './types';

/** Files under <dataDir>/storage/images (the default driver). */
export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(path.resolve(dataDir), 'storage', 'images');
  return {
    driver: 'local',
    async exists(key) {
      assertSafeKey(key);
      try {
        const st = await lstat(path.join(root, key));
        if (!st.isFile()) throw new Error(`Storage path exists but is not a regular file: ${key}`);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    async put(key, body) {
      assertSafeKey(key);
      const file = path.join(root, key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      // Temp file then rename, so readers never see a half-written image.
      const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        await writeFile(tmp, body, { flag: 'wx' });
        await rename(tmp, file);
      } catch (err) {
        await unlink(tmp).catch(() => undefined);
        throw err;
      }
    },
    // The reader refuses traversal, symlinks and odd encodings on its own.
    get: (key) => readStorageImage(dataDir, key),
  };
}
