import type { IncomingMessage, ServerResponse } from 'node:http';
import { registerCacheReset } from './cache-resets';

/**
 * A few seconds of whole-page HTML for guests (PERFORMANCE.md: "an in-process micro-cache does the same on one
 * machine"). Only answers the shell marked `public` are kept — no session, no theme or place cookie, 200, HTML,
 * no Set-Cookie — so nothing personal is ever stored; CDNs may already keep the same pages for 60 s.
 * `PAGE_CACHE_TTL_MS=0` turns it off.
 */
const ttlMs = () => Math.max(0, Number(process.env.PAGE_CACHE_TTL_MS ?? 5000) || 0);
/** Bounds memory whatever URLs arrive (each page is ~150–250 KB). */
const MAX_PAGES = 200;
/**
 * Cookies that change the HTML or make it private: shell.ts reads the first four and sends such pages
 * `private` (`currency` prices the whole page in another currency); the shop page reads `member` (a group member's, which it may drop with Set-Cookie). A new cookie
 * the server renders from belongs here too, or guests sending it could get another guest's page.
 */
export const PERSONAL_COOKIES = ['access_token', 'theme', 'settings', 'currency', 'member'];
/**
 * Headers that belong to one response, not to the page: wire framing, and what page-security.ts sets per
 * response (the CSP carries this response's nonce, HSTS follows its scheme; X-Section-Cache describes that render): a
 * hit has fresh ones already.
 */
const WIRE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'set-cookie',
  'content-security-policy',
  'strict-transport-security',
  'x-section-cache',
]);

/**
 * A stored page is kept cut at each occurrence of its render's CSP nonce (script `nonce`, Next's `data-n-css`)
 * and served with the new response's nonce in those places: a nonce is never sent twice. The nonce is 128
 * random bits, so no page text can contain it by chance.
 */
interface StoredPage {
  at: number;
  headers: Record<string, string | string[]>;
  parts: Buffer[];
}

const pages = new Map<string, StoredPage>();
registerCacheReset(() => pages.clear());

function hasCookie(req: IncomingMessage, name: string): boolean {
  return (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/**
 * The cache key of a guest's page request, or null when this request must be rendered for its sender. `origin`
 * is the public origin the page's absolute URLs are printed with (src/ui/seo/site.ts).
 */
export function guestPageKey(req: IncomingMessage, page: { locale: string; device: string; url: string; origin?: string }): string | null {
  if (ttlMs() === 0 || req.method !== 'GET') return null;
  // Client-side navigations ask for the props as JSON: Next answers those itself.
  if (req.headers['x-nextjs-data'] || req.url?.includes('/_next/data/')) return null;
  if (PERSONAL_COOKIES.some((name) => hasCookie(req, name))) return null;
  return `${page.origin ? `${page.origin}|` : ''}${page.locale}|${page.device}|${page.url}`;
}

function cutAt(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

function stamp(parts: Buffer[], nonce: string): Buffer {
  const value = Buffer.from(nonce);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [value, part])));
}

/** Sends the stored page, stamped with this response's nonce, when it is fresh; true when the response is done. */
export function serveStoredPage(res: ServerResponse, key: string, nonce: string | undefined, now = Date.now()): boolean {
  const page = pages.get(key);
  if (!page) return false;
  if (now - page.at > ttlMs()) {
    pages.delete(key);
    return false;
  }
  // A page cut at a nonce needs a new one to fill in; without it, render afresh rather than repeat the old.
  if (page.parts.length > 1 && !nonce) return false;
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader('X-Page-Cache', 'hit');
  res.statusCode = 200;
  res.end(nonce ? stamp(page.parts, nonce) : page.parts[0]);
  return true;
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

function storable(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  const type = String(res.getHeader('content-type') ?? '');
  return res.statusCode === 200 && cacheControl.startsWith('public') && type.startsWith('text/html') && !res.hasHeader('set-cookie');
}

function store(key: string, res: ServerResponse, body: Buffer, nonce: string | undefined): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined && !WIRE_HEADERS.has(name)) headers[name] = Array.isArray(value) ? value : String(value);
  }
  pages.delete(key);
  pages.set(key, { at: Date.now(), headers, parts: cutAt(body, nonce) });
  if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
}

/** Keeps a copy of what this response sends, if it turns out to be a public guest page; `nonce` is its CSP nonce. */
export function recordPage(res: ServerResponse, key: string, nonce: string | undefined): void {
  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const bytes = toBuffer(chunk, rest[0]);
    if (bytes) chunks.push(bytes);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const bytes = toBuffer(chunk, rest[0]);
    if (bytes) chunks.push(bytes);
    if (storable(this)) store(key, this, Buffer.concat(chunks), nonce);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
}

/** Tests only: forget every stored page. */
export function clearStoredPages(): void {
  pages.clear();
}
