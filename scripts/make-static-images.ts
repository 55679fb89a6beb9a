// Generates the committed static images in public/images from code:
//   public/images/avatar_placeholder.png  (120×120 neutral person silhouette)
//   public/images/logo.svg                ("Groops" wordmark)
//   public/images/icon.svg                (the mark alone: the favicon)
// Usage: npx tsx scripts/make-static-images.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPng } from '../src/server/seed/images/render';

const FONT = 'DejaVu Sans, Helvetica Neue, Arial, Helvetica, sans-serif';

function avatarPlaceholderSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    '<rect width="120" height="120" fill="#e5e7eb"/>' +
    '<circle cx="60" cy="47" r="23" fill="#9ca3af"/>' +
    '<path d="M18,120 C18,90 36,76 60,76 C84,76 102,90 102,120 Z" fill="#9ca3af"/>' +
    '</svg>'
  );
}

// A white "G" drawn as an open ring with a bar on a green tile, plus a small leaf.
const MARK =
  '<rect x="2" y="4" width="40" height="40" rx="12" fill="#16a34a"/>' +
  '<path d="M31.5,17.5 A11,11 0 1 0 33,27 H23" fill="none" stroke="#ffffff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M30,9 q6,-1 8,4 q-6,1 -8,-4 Z" fill="#bbf7d0"/>';

/**
 * The favicon: the mark alone, square, without text. A wordmark is unreadable at 16 px, and an SVG with text
 * makes the browser look its font up and lay it out on the page's main thread while the page loads.
 */
function iconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="44" height="44" viewBox="0 2 44 44" role="img" aria-label="Groops"><title>Groops</title>${MARK}</svg>`;
}

function logoSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="176" height="48" viewBox="0 0 176 48" role="img" aria-label="Groops">' +
    '<title>Groops</title>' +
    MARK +
    `<text x="50" y="34" font-family="${FONT}" font-size="27" font-weight="700" letter-spacing="-0.5" fill="#14532d">Groops</text>` +
    '</svg>'
  );
}

async function main(): Promise<void> {
  const dir = path.resolve(__dirname, '..', 'public', 'images');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'avatar_placeholder.png'), await renderPng(avatarPlaceholderSvg(), { width: 120, height: 120 }));
  await writeFile(path.join(dir, 'logo.svg'), `${logoSvg()}\n`);
  await writeFile(path.join(dir, 'icon.svg'), `${iconSvg()}\n`);
  console.log(`wrote ${['avatar_placeholder.png', 'logo.svg', 'icon.svg'].map((f) => path.join(dir, f)).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
