// Text helpers for SVG builders: fonts, escaping, initials, rough width-based fitting.

export const FONT_SANS = 'DejaVu Sans, Arial, Helvetica, sans-serif';
export const FONT_SERIF = 'DejaVu Serif, Georgia, serif';

/** Round to one decimal to keep SVG strings short and stable. */
export function f(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Initials: first letters of the first two words (1 letter for single words). */
export function initialsOf(name: string, max = 2): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w.length > 0 && !/^(the|and|of|&)$/i.test(w));
  const letters = words.slice(0, max).map((w) => Array.from(w)[0] ?? '');
  const out = letters.join('').toUpperCase();
  return out || '?';
}

/** Rough advance width (in em) of a string in DejaVu Sans Bold; deliberately generous. */
export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (/[ijlIt.,:;'!|]/.test(ch)) w += 0.38;
    else if (/[frJ ]/.test(ch)) w += 0.46;
    else if (/[mwMW@]/.test(ch)) w += 1.0;
    else if (/[A-Z0-9&%#]/.test(ch) || /[^\u0000-\u024f]/.test(ch)) w += 0.78;
    else w += 0.68;
  }
  return w;
}

/** Wrap words into at most maxLines lines and pick the largest font size that fits maxWidth. */
export function fitText(text: string, maxWidth: number, maxSize: number, minSize: number, maxLines: number): { lines: string[]; size: number } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let best: { lines: string[]; size: number } | null = null;
  for (let n = 1; n <= Math.max(1, Math.min(maxLines, words.length)); n++) {
    const lines = balance(words, n);
    const widest = Math.max(...lines.map(textWidthEm));
    const size = Math.min(maxSize, maxWidth / Math.max(widest, 0.1));
    if (!best || size > best.size * 1.08) best = { lines, size };
    if (size >= maxSize) break;
  }
  if (!best) best = { lines: [text], size: minSize };
  if (best.size < minSize) {
    // Still too long: truncate the last line with an ellipsis.
    const maxChars = Math.max(3, Math.floor(maxWidth / (minSize * 0.72)));
    best = { lines: best.lines.map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l)), size: minSize };
  }
  return { lines: best.lines, size: Math.floor(best.size) };
}

function balance(words: string[], n: number): string[] {
  const total = words.join(' ').length;
  const target = total / n;
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    const cand = cur ? `${cur} ${w}` : w;
    if (cur && cand.length > target * 1.15 && lines.length < n - 1) {
      lines.push(cur);
      cur = w;
    } else cur = cand;
  }
  lines.push(cur);
  return lines;
}

export interface TextOpts {
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  family?: string;
  lineHeight?: number;
  extra?: string;
}

/** Multi-line text; y is the baseline of the first line. */
export function textLines(lines: string[], x: number, y: number, size: number, o: TextOpts): string {
  const lh = size * (o.lineHeight ?? 1.15);
  return lines
    .map(
      (l, i) =>
        `<text x="${f(x)}" y="${f(y + i * lh)}" font-family="${o.family ?? FONT_SANS}" font-size="${f(size)}" font-weight="${o.weight ?? 700}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"${o.extra ? ` ${o.extra}` : ''}>${escapeXml(l)}</text>`,
    )
    .join('');
}
