// After `next build` and compile-hints: a brotli and a gzip copy of every static text asset, which `npm start`
// sends instead of compressing each request (ADR 0051). Idempotent. Usage: node scripts/precompress.mjs [distDir]
import path from 'node:path';
import { precompress } from './server/precompressed.mjs';

const dist = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
const started = Date.now();
const { files, raw, br } = precompress(path.join(dist, 'static'));
console.log(`precompress: ${files} files, ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli, ${Date.now() - started} ms`);
