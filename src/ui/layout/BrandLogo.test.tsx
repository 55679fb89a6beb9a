import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './BrandLogo';

/**
 * Fonts the page does not use cost its first layout: each family the browser has not met yet is a blocking look-up
 * in its font service, and an SVG favicon with text is laid out on the page's main thread while the page loads.
 */
describe('the brand marks', () => {
  it('sets the wordmark in the page font, with no font list of its own', () => {
    const svg = renderToStaticMarkup(<BrandLogo />);
    expect(svg).toContain('>Groops</text>');
    expect(svg).not.toMatch(/font-?family/i);
  });

  it('gives the favicon as the mark alone, drawn without text, and the pages link it', () => {
    const icon = fs.readFileSync(path.join(process.cwd(), 'public/images/icon.svg'), 'utf8');
    expect(icon).toMatch(/^<svg [^>]*viewBox="0 2 44 44"/);
    expect(icon).not.toContain('<text');
    const document = fs.readFileSync(path.join(process.cwd(), 'src/pages/_document.tsx'), 'utf8');
    expect(document).toContain('<link rel="icon" href="/images/icon.svg" type="image/svg+xml" />');
  });
});
