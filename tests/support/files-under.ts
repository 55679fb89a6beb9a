import fs from 'node:fs';
import path from 'node:path';

/** Every file below a folder, at any depth, as paths joined to `dir` (the source guards read the tree with it). */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
