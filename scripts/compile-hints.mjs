// After `next build`: marks every script a page loads first with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+), so the browser compiles those functions on a background thread
// while the file streams in, instead of one by one on the main thread during start-up and hydration (that
// compile time was the largest part of the first long task). Other browsers ignore the comment.
// Idempotent; keeps source maps aligned (one generated line more). Usage: node scripts/compile-hints.mjs [distDir]
import fs from 'node:fs';
import path from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dist = process.argv[2] || process.env.NEXT_DIST_DIR || '.next';
const statsFile = path.join(dist, 'diagnostics', 'route-bundle-stats.json');

function shiftSourceMap(file, code) {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!url || url.startsWith('data:')) return;
  const mapFile = path.join(path.dirname(file), url);
  if (!fs.existsSync(mapFile)) return;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  if (Array.isArray(map.sections)) for (const section of map.sections) section.offset.line += 1;
  else map.mappings = `;${map.mappings}`;
  fs.writeFileSync(mapFile, JSON.stringify(map));
}

if (!fs.existsSync(statsFile)) {
  console.warn(`compile-hints: ${statsFile} not found, nothing marked`);
  process.exit(0);
}
const routes = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
const files = new Set(routes.flatMap((route) => route.firstLoadChunkPaths ?? []).filter((file) => file.endsWith('.js')));
let marked = 0;
for (const file of files) {
  const code = fs.readFileSync(file, 'utf8');
  if (code.startsWith(HINT)) continue;
  fs.writeFileSync(file, HINT + code);
  shiftSourceMap(file, code);
  marked += 1;
}
console.log(`compile-hints: ${marked} of ${files.size} first-load scripts marked in ${dist}`);
