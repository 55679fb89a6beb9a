import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECTION_RENDER, type CachedImage, type SectionCache } from '../app/section-cache-context';
import { registerCacheReset } from './cache-resets';

/**
 * Server HTML of a page's deferred sections (HydrateLater), kept a minute per page state (ADR 0029). A rendered
 * page — signed in, or a guest with a theme, place or currency cookie, whom the whole-page cache does not serve —
 * reuses a section's HTML when everything the section renders from is the same: the page props except the
 * signed-in user (sections never read the user; the byte-compare test holds that), the URL, the origin and the
 * section's place in the tree (its React id). The browser renders the section itself as before, so hydration
 * sees the same bytes either way. `SECTION_CACHE_TTL_MS=0` turns it off.
 */
const ttlMs = () => Math.max(0, Number(process.env.SECTION_CACHE_TTL_MS ?? 60_000) || 0);
/** Bounds memory whatever URLs arrive (a section is ~5–40 KB). */
const MAX_SECTIONS = 600;

const sections = new Map<string, { at: number; html: string; images: CachedImage[] }>();
registerCacheReset(() => sections.clear());

interface RenderRecord {
  key: string | null;
  hits: number;
  misses: Set<string>;
  nonce: string | undefined;
}
const records = new WeakMap<IncomingMessage, RenderRecord>();

/** Left out of the fingerprint: the user (see above) and the query cache's clock readings, which nothing renders. */
const UNRENDERED = new Set(['user', 'dehydratedAt', 'dataUpdatedAt', 'errorUpdatedAt']);

const rendered = (k: string, v: unknown) => (UNRENDERED.has(k) ? undefined : v);
const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * A prop's fingerprint, kept with the object: the shell's settings, languages and translations and a kept public
 * state (public-state.ts) are the same objects render after render, and are never changed once built.
 */
const printed = new WeakMap<object, string>();
function printOf(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  let print = printed.get(value);
  if (print === undefined) printed.set(value, (print = sha1(JSON.stringify(value, rendered))));
  return print;
}

/** The page props' fingerprint: everything the page renders from, but the user. */
function pageKey(props: object, parts: string[]): string {
  const lines = Object.entries(props).map(([k, v]) => (UNRENDERED.has(k) ? '' : `${JSON.stringify(k)} ${printOf(v)}`));
  return sha1([...lines, ...parts].join('\n'));
}

/** Attaches a page render's cache access to its props (shellPage). */
export function attachSectionRender<P extends object>(req: IncomingMessage, props: P, parts: { url: string; origin: string; nonce?: string }): P {
  if (ttlMs() === 0) return props;
  const record: RenderRecord = { key: null, hits: 0, misses: new Set(), nonce: parts.nonce };
  records.set(req, record);
  // The minute is part of the key: a section that shows the time of day (opening hours) is never a minute behind.
  const keyOf = (id: string) => `${(record.key ??= pageKey(props, [parts.url, parts.origin, String(Math.floor(Date.now() / 60_000))]))} ${id}`;
  const render: SectionCache = {
    cached(id) {
      const hit = sections.get(keyOf(id));
      if (!hit || Date.now() - hit.at >= ttlMs()) return undefined;
      record.hits += 1;
      return hit;
    },
    miss(id) {
      record.misses.add(id);
    },
  };
  Object.defineProperty(props, SECTION_RENDER, { value: render, enumerable: true });
  return props;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The inner HTML of `<div data-hydrate-later="id" …>`, up to its own closing tag (React writes balanced divs). */
export function sectionInnerHtml(html: string, id: string): string | null {
  const open = `<div data-hydrate-later="${escapeAttr(id)}"`;
  const start = html.indexOf(open);
  if (start < 0 || html.indexOf(open, start + 1) >= 0) return null;
  const from = html.indexOf('>', start) + 1;
  const tag = /<div[\s>]|<\/div>|<script[\s>]|<style[\s>]/g;
  tag.lastIndex = from;
  let depth = 1;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    // Raw text elements could hold "</div>" as text: such a section is not kept.
    if (m[0].startsWith('<script') || m[0].startsWith('<style')) return null;
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index);
  }
  return null;
}

const EMOTION_CLASS = /class="[^"]*\bmui(?:rtl)?-[a-z0-9]/;

const unescapeAttr = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const attr = (tag: string, name: string) => {
  const m = new RegExp(` ${name}="([^"]*)"`).exec(tag);
  return m ? unescapeAttr(m[1]) : undefined;
};

/**
 * React preloads (in the page head) every image it renders that is not lazy. A replayed section asks for the
 * same preloads (HydrateLater): only the eager images it can ask for identically — fetchPriority high, with a
 * srcset — are allowed; a section with any other eager image is not kept (null).
 */
export function preloadedImages(html: string): CachedImage[] | null {
  const images: CachedImage[] = [];
  for (const [tag] of html.matchAll(/<img [^>]*>/g)) {
    if (attr(tag, 'loading') === 'lazy') continue;
    const imageSrcSet = attr(tag, 'srcSet');
    const src = attr(tag, 'src');
    if (attr(tag, 'fetchPriority') !== 'high' || !imageSrcSet || !src || /<(picture|noscript)[\s>]/.test(html)) return null;
    images.push({ src, imageSrcSet, imageSizes: attr(tag, 'sizes') });
  }
  return images;
}

/**
 * After the render (`_document`): keeps the HTML of each section this request rendered anew, and says in
 * `X-Section-Cache` how many sections came from the cache (for operators and the end-to-end check).
 */
export function keepRenderedSections(req: IncomingMessage | undefined, res: ServerResponse | undefined, html: string): void {
  const record = req && records.get(req);
  if (!record || !record.key) return;
  if (res && !res.headersSent) res.setHeader('X-Section-Cache', `hit=${record.hits} miss=${record.misses.size}`);
  for (const id of record.misses) {
    const inner = sectionInnerHtml(html, id);
    // A nonce belongs to one response: a section that printed one is never replayed.
    if (inner === null || (record.nonce && inner.includes(record.nonce))) continue;
    const images = preloadedImages(inner);
    // MUI's styles are collected from the classes in the page (documentGetInitialProps): a replayed section
    // with emotion classes could find its rules missing, so only sections without any are kept.
    if (!images || EMOTION_CLASS.test(inner)) continue;
    if (sections.size >= MAX_SECTIONS) sections.delete(sections.keys().next().value as string);
    sections.set(`${record.key} ${id}`, { at: Date.now(), html: inner, images });
  }
  records.delete(req);
}
