/**
 * Server HTML as a crawler reads it: character references decoded. English pages go out in ASCII (non-ASCII
 * characters as `&#183;`, src/server/render/ascii-html.ts), so a test of the sent text decodes before matching.
 */
export function decodeHtml(html: string): string {
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(quot|amp));/gi, (_, dec: string, hex: string, name: string) =>
    dec || hex ? String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)) : name.toLowerCase() === 'quot' ? '"' : '&',
  );
}
