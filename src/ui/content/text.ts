/**
 * CMS texts are shown as plain text, never as HTML. A Foodyman-compatible backend may still send simple
 * markup (<p>, <br>, <li>); it is reduced to text with paragraph and line breaks before rendering.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+|#39);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower in ENTITIES) return ENTITIES[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Simple markup → text: block ends become blank lines, <br> a line break, every other tag disappears. */
export function toPlainText(input: string | null | undefined): string {
  if (!input) return '';
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/<\s*br\s*\/?\s*>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|h[1-6]|ul|ol|blockquote|section|article)\s*>/gi, '\n\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<\s*\/\s*li\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text);
}

/**
 * Paragraphs (split on blank lines), each a list of its lines (single line breaks are kept as breaks).
 * Empty paragraphs and surrounding blanks are dropped.
 */
export function paragraphs(input: string | null | undefined): string[][] {
  return toPlainText(input)
    .split(/\n[ \t]*\n+/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.replace(/[ \t]+/g, ' ').trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** A one-paragraph preview of at most `max` characters, cut at a word boundary. */
export function excerpt(input: string | null | undefined, max = 160): string {
  const flat = paragraphs(input).map((p) => p.join(' ')).join(' ');
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}
