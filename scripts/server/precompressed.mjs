// Static chunks compressed once at build time, served as they are (ADR 0051). `next start` gzips every chunk on
// every request (~12 ms of CPU for the largest first-load chunk) and never sends brotli (~14 % smaller).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8', '.json': 'application/json; charset=UTF-8', '.svg': 'image/svg+xml' };
const MIN_BYTES = 1024;
const ENCODINGS = [
  { name: 'br', suffix: '.br', compress: (raw) => zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) },
  { name: 'gzip', suffix: '.gz', compress: (raw) => zlib.gzipSync(raw, { level: 9 }) },
];

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const compressible = (file) => Object.hasOwn(TYPES, path.extname(file));
const fresh = (copy, source) => fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= fs.statSync(source).mtimeMs;

/** Writes `<file>.br` and `<file>.gz` beside every text asset of `staticDir` over 1 KB (kept if already fresh). */
export function precompress(staticDir) {
  let files = 0, raw = 0, br = 0;
  for (const file of filesUnder(staticDir)) {
    if (!compressible(file) || fs.statSync(file).size < MIN_BYTES) continue;
    const source = fs.readFileSync(file);
    for (const encoding of ENCODINGS) {
      const copy = file + encoding.suffix;
      if (!fresh(copy, file)) fs.writeFileSync(copy, encoding.compress(source));
    }
    files += 1;
    raw += source.length;
    br += fs.statSync(file + '.br').size;
  }
  return { files, raw, br };
}

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses one). */
export function pickEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const wants = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return ENCODINGS.find((e) => wants(e.name)) ?? null;
}

/**
 * A request handler for `/_next/static/…` answering from the precompressed copies of `staticDir`: true when it
 * answered, false to let Next answer (no copy, another method, a range, a client that takes neither encoding).
 * The copies are listed once (a build does not change under a running server) and read on first use.
 */
export function servePrecompressed(staticDir) {
  const root = path.resolve(staticDir);
  const assets = new Map();
  if (fs.existsSync(root)) {
    for (const file of filesUnder(root)) {
      if (!compressible(file)) continue;
      const copies = new Map(ENCODINGS.filter((e) => fresh(file + e.suffix, file)).map((e) => [e.name, { file: file + e.suffix, body: null }]));
      if (copies.size) assets.set(path.relative(root, file).split(path.sep).join('/'), { type: TYPES[path.extname(file)], copies });
    }
  }
  const handler = (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || !req.url?.startsWith('/_next/static/')) return false;
    let relative;
    try {
      relative = decodeURIComponent(req.url.slice('/_next/static/'.length).split('?')[0]);
    } catch {
      return false;
    }
    const asset = assets.get(relative);
    const encoding = asset && pickEncoding(req.headers['accept-encoding']);
    const copy = encoding && asset.copies.get(encoding.name);
    if (!copy) return false;
    copy.body ??= fs.readFileSync(copy.file);
    res.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Encoding': encoding.name,
      'Content-Length': copy.body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : copy.body);
    return true;
  };
  handler.size = assets.size;
  return handler;
}
