import { describe, expect, it } from 'vitest';
import { absoluteImageUrls, imageBase, relativeImageUrls } from './image-urls';

describe('image URLs', () => {
  const base = 'https://groops.example';
  it('makes every stored-image value absolute, never a key or a quote inside text', () => {
    const json = JSON.stringify({ img: '/storage/images/a.webp', list: ['/storage/images/b.webp', '/storage/images/c d.webp'], paths: { '/storage/images/*': 1 }, note: 'see "/storage/images/x"' });
    const out = JSON.parse(absoluteImageUrls(json, base));
    expect(out.img).toBe('https://groops.example/storage/images/a.webp');
    expect(out.list).toEqual(['https://groops.example/storage/images/b.webp', 'https://groops.example/storage/images/c d.webp']);
    expect(Object.keys(out.paths)).toEqual(['/storage/images/*']);
    expect(out.note).toBe('see "/storage/images/x"');
  });

  it('reads our own absolute URLs back as paths, and only ours', () => {
    const raw = Buffer.from(JSON.stringify({ images: ['https://groops.example/storage/images/u.webp', 'https://other.example/storage/images/u.webp'] }));
    expect(JSON.parse(relativeImageUrls(raw, base).toString()).images).toEqual(['/storage/images/u.webp', 'https://other.example/storage/images/u.webp']);
  });

  it('takes PUBLIC_URL, else a well-formed Host', () => {
    expect(imageBase(base, 'x.example', false)).toBe(base);
    expect(imageBase(null, 'Shop.Example:8443', true)).toBe('https://shop.example:8443');
    expect(imageBase(null, 'bad host/"', false)).toBe('http://localhost');
    expect(imageBase(null, undefined, false)).toBe('http://localhost');
  });
});
