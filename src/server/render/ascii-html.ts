import { isAscii } from 'node:buffer';

/**
 * A rendered page in ASCII when it has only a few other characters: `&#183;` in text and attribute values, `\u00b7`
 * inside JSON scripts (page data, JSON-LD). Node 20 decodes UTF-8 into a JS string of two-byte characters as soon
 * as one character is not ASCII, ~8× slower than ASCII, and every later step of Next on the page string (Content-
 * Length, encoding for the socket) pays for the two-byte string again: ~2 ms of a ~13 ms English render for a
 * dozen "·", "–" and "©". The browser decodes the references to the same text, so what hydrates is unchanged.
 * Pages mostly in another script (Arabic) stay as they are: references would make them several times larger.
 * Anything this does not know to be safe (non-ASCII inside a style, a non-JSON script, a broken sequence) leaves
 * the page untouched.
 */

/** At most one non-ASCII character per this many bytes; more and the page stays UTF-8 (size over CPU). */
const BYTES_PER_ESCAPE = 200;
const RAW_TEXT_OPEN = /<(script|style|noscript|xmp|iframe|noembed|noframes|plaintext)\b/g;
const JSON_SCRIPT = /^<script\b[^>]*\btype="application\/(?:ld\+)?json"/;
const NON_ASCII_RUN = /[\x80-\xff]+/g;

interface RawRange {
  start: number;
  end: number;
  json: boolean;
}

/** Where raw-text elements (no character references there) start and end; `text` has one char per byte. */
function rawRanges(text: string): RawRange[] | null {
  const ranges: RawRange[] = [];
  const open = new RegExp(RAW_TEXT_OPEN);
  for (let m = open.exec(text); m; m = open.exec(text)) {
    const tagEnd = text.indexOf('>', m.index);
    const close = text.indexOf(`</${m[1]}`, m.index);
    if (tagEnd < 0 || close < 0) return null;
    // The start tag's attribute values take references like any other: the raw text begins after it.
    ranges.push({ start: tagEnd + 1, end: close, json: m[1] === 'script' && JSON_SCRIPT.test(text.slice(m.index, tagEnd + 1)) });
    open.lastIndex = close;
  }
  return ranges;
}

/** The code point of the UTF-8 sequence at `i` and its length, or null when the bytes are not valid UTF-8. */
function codePointAt(html: Buffer, i: number): { cp: number; length: number } | null {
  const b = html[i];
  const length = b >= 0xf0 && b < 0xf5 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
  if (!length || i + length > html.length) return null;
  let cp = b & (length === 2 ? 0x1f : length === 3 ? 0x0f : 0x07);
  for (let k = 1; k < length; k++) {
    const c = html[i + k];
    if ((c & 0xc0) !== 0x80) return null;
    cp = (cp << 6) | (c & 0x3f);
  }
  const min = length === 2 ? 0x80 : length === 3 ? 0x800 : 0x10000;
  return cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) ? null : { cp, length };
}

const hex4 = (unit: number) => `\\u${unit.toString(16).padStart(4, '0')}`;
const jsonEscape = (cp: number) => (cp < 0x10000 ? hex4(cp) : hex4(0xd800 + ((cp - 0x10000) >> 10)) + hex4(0xdc00 + ((cp - 0x10000) & 0x3ff)));

interface Replacement {
  start: number;
  end: number;
  text: string;
}

export function asciiHtml(html: Buffer): Buffer[] {
  if (isAscii(html)) return [html];
  // Scanned as a one-byte string (a copy, no decoding): a regular expression finds the few non-ASCII runs natively.
  const text = html.toString('latin1');
  const limit = html.length / BYTES_PER_ESCAPE;
  const ranges = rawRanges(text);
  if (!ranges) return [html];

  const replacements: Replacement[] = [];
  let range = 0;
  const runs = new RegExp(NON_ASCII_RUN);
  for (let run = runs.exec(text); run; run = runs.exec(text)) {
    for (let i = run.index, end = run.index + run[0].length; i < end; ) {
      const found = codePointAt(html, i);
      if (!found || i + found.length > end || replacements.length >= limit) return [html];
      while (range < ranges.length && ranges[range].end <= i) range++;
      const inside = range < ranges.length && ranges[range].start <= i ? ranges[range] : null;
      // In JSON a `\u` escape is only right outside another escape; anything else in raw text cannot be referenced.
      if (inside && (!inside.json || html[i - 1] === 0x5c)) return [html];
      const replacement = { start: i, end: i + found.length, text: inside ? jsonEscape(found.cp) : `&#${found.cp};` };
      replacements.push(replacement);
      i += found.length;
    }
  }
  // Slices of the page and the references, in order: no copy of the page (Next reads the pieces into one string).
  const pieces: Buffer[] = [];
  let from = 0;
  for (const r of replacements) {
    pieces.push(html.subarray(from, r.start), Buffer.from(r.text, 'latin1'));
    from = r.end;
  }
  pieces.push(html.subarray(from));
  return pieces;
}
