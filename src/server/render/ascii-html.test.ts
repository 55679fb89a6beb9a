// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { asciiHtml } from './ascii-html';

const filler = `<p class="card">${'plain text '.repeat(400)}</p>`;
const page = (body: string) => `<!DOCTYPE html><html><head><title>Groops — Food</title></head><body>${body}${filler}</body></html>`;
const ascii = (html: string) => Buffer.concat(asciiHtml(Buffer.from(html))).toString('utf8');
const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);
/** What the browser builds from the HTML (scripts are not run), serialised. */
const dom = (html: string) => new DOMParser().parseFromString(html, 'text/html').documentElement.outerHTML;

describe('asciiHtml', () => {
  it('writes text and attribute values with character references: the browser builds the same document', () => {
    const html = page('<a title="20–35 min · 4.6 ★" href="/x">Café © 2026 … 😀</a><textarea>naïve</textarea>');
    const out = ascii(html);
    expect(isAscii(out)).toBe(true);
    expect(out).toContain('<title>Groops &#8212; Food</title>');
    expect(out).toContain('&#128512;');
    expect(dom(out)).toBe(dom(html));
  });

  it('escapes JSON scripts (page data, JSON-LD) as \\u, astral characters as surrogate pairs', () => {
    const data = { title: 'العربية', dots: '…', emoji: '😀', quote: 'a\\"·' };
    const html = page(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script><script type="application/ld+json" title="Crêpe">{"name":"Crêpe"}</script>`);
    const out = ascii(html);
    expect(isAscii(out)).toBe(true);
    const script = /<script id="__NEXT_DATA__" type="application\/json">([^<]*)<\/script>/.exec(out)![1];
    expect(JSON.parse(script)).toEqual(data);
    expect(JSON.parse(/<script type="application\/ld\+json" title="Cr&#234;pe">([^<]*)<\/script>/.exec(out)![1])).toEqual({ name: 'Crêpe' });
  });

  it('returns the very same bytes when ASCII already', () => {
    const html = Buffer.from(`<html><body><b>only ascii</b>${filler}</body></html>`);
    expect(asciiHtml(html)).toEqual([html]);
    expect(asciiHtml(html)[0]).toBe(html);
  });

  it('leaves a page mostly in another script as it is (references would make it several times larger)', () => {
    const html = `<html><body><p>${'مرحبا بكم في جروبس '.repeat(300)}</p></body></html>`;
    expect(ascii(html)).toBe(html);
  });

  it('leaves the page untouched where a reference would not be read as the character', () => {
    const cases = [
      page('<style>.x::after{content:"·"}</style><p>·</p>'),
      page('<script>window.sep = "·"</script><p>·</p>'),
      page('<noscript><p>·</p></noscript>'),
      page('<script type="application/json">{"a":"\\·"}</script>'),
      page('<script type="application/json">{"a":"·"}'),
    ];
    for (const html of cases) expect(ascii(html), html.slice(0, 120)).toBe(html);
  });

  it('leaves broken UTF-8 untouched', () => {
    const html = Buffer.concat([Buffer.from(page('<p>a')), Buffer.from([0xe2, 0x80]), Buffer.from('</p>')]);
    expect(asciiHtml(html)[0]).toBe(html);
    const overlong = Buffer.concat([Buffer.from(page('<p>')), Buffer.from([0xc0, 0xaf]), Buffer.from('</p>')]);
    expect(asciiHtml(overlong)[0]).toBe(overlong);
  });
});
