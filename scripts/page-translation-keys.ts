/**
 * `npm run build` runs this first (prebuild): writes which translation keys each page ships
 * (src/ui/i18n/page-keys/generated.json, read by the shell loader). A unit test fails when the file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bundledTranslationKeys, scanPageKeys } from '../src/ui/i18n/page-keys/scan';

export const GENERATED = path.join('src', 'ui', 'i18n', 'page-keys', 'generated.json');

const root = process.cwd();
const map = scanPageKeys(root, bundledTranslationKeys(root));
fs.writeFileSync(path.join(root, GENERATED), JSON.stringify(map, null, 1) + '\n');
console.log(`page translation keys: ${Object.keys(map).length} pages → ${GENERATED}`);
