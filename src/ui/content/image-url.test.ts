import { getImageProps } from 'next/image';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import { describe, expect, it } from 'vitest';
import imageSizes from '../config/image-sizes.json';
import { imageAttrs, sizesRange, storedImagePath } from './image-url';

/** What next/image renders for the same props, with our pinned sizes (the optimizer's config). */
function nextAttrs(props: { src: string; width?: number; height?: number; fill?: boolean; sizes?: string; unoptimized?: boolean }) {
  const { props: img } = getImageProps({ alt: '', ...props });
  return { src: img.src, srcSet: img.srcSet, sizes: img.sizes };
}

describe('imageAttrs (the URLs next/image would build)', () => {
  // The comparisons below run next/image with its defaults: the pinned sizes must be those (cached URLs stay valid).
  it('pins the sizes and quality next/image uses by default', () => {
    expect(imageSizes.deviceSizes).toEqual(imageConfigDefault.deviceSizes);
    expect(imageSizes.imageSizes).toEqual(imageConfigDefault.imageSizes);
    expect([imageSizes.quality]).toEqual(imageConfigDefault.qualities);
  });

  const sameAsNext = [
    { name: 'fixed 44 (1x, 2x)', props: { src: '/storage/images/logo.webp', width: 44, height: 44 } },
    { name: 'fixed 64 (1x, 2x)', props: { src: '/storage/images/cat.webp', width: 64, height: 64 } },
    { name: 'fixed larger than every width', props: { src: '/storage/images/huge.webp', width: 4000, height: 100 } },
    { name: 'remote URL, unoptimized', props: { src: 'https://cdn.example.com/x.jpg', fill: true, sizes: '50vw', unoptimized: true } },
    { name: 'svg is served as is', props: { src: '/storage/images/icon.svg', width: 32, height: 32 } },
  ];
  it.each(sameAsNext)('$name: as next/image', ({ props }) => {
    const ours = imageAttrs({ src: props.src, width: 'width' in props ? props.width : undefined, sizes: props.sizes, unoptimized: 'unoptimized' in props ? props.unoptimized : undefined });
    expect({ srcSet: undefined, sizes: undefined, ...ours }).toEqual(nextAttrs(props));
  });

  const narrowed = [
    { name: 'fill with vw sizes', props: { src: '/storage/images/shops/1.webp', fill: true, sizes: '(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 25vw' } },
    { name: 'fill with a pixel size', props: { src: '/storage/images/c.png', fill: true, sizes: '72px' } },
    { name: 'fill with px and vw', props: { src: '/storage/images/banner one.jpg', fill: true, sizes: '(min-width: 1200px) 1120px, 100vw' } },
    { name: 'fill without sizes', props: { src: '/storage/images/d.jpg?v=2', fill: true } },
  ];
  const candidates = (srcSet = '') => srcSet.split(', ').map((candidate) => candidate.split(' ')[0]);
  const widthOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('w'));
  it.each(narrowed)('$name: widths the optimizer serves, none above 2048, sizes as next/image', ({ props }) => {
    const ours = imageAttrs({ src: props.src, sizes: props.sizes });
    const next = nextAttrs(props);
    expect(ours.sizes).toEqual(next.sizes);
    const served = [...imageSizes.deviceSizes, ...imageSizes.imageSizes];
    for (const url of candidates(ours.srcSet)) expect(served).toContain(widthOf(url));
    expect(Math.max(...candidates(ours.srcSet).map(widthOf))).toBeLessThanOrEqual(2048);
    expect(ours.src).toEqual(candidates(ours.srcSet).at(-1));
  });

  it('lists for a card only the widths its sizes can use, from 1x on the narrowest screen to 2x on the widest', () => {
    const { srcSet } = imageAttrs({ src: '/a.png', sizes: '(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 25vw' });
    expect(candidates(srcSet).map(widthOf)).toEqual([256, 384, 640, 750, 828, 1080, 1200]);
  });

  it('reads sizes entries in order, as the browser does', () => {
    expect(sizesRange('(min-width: 1200px) 220px, (min-width: 600px) 33vw, 50vw')).toEqual({ min: 160, max: 396 });
    expect(sizesRange('(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 25vw')).toEqual({ min: 300, max: 600 });
    expect(sizesRange('104px')).toEqual({ min: 104, max: 104 });
    expect(sizesRange('100vw')).toEqual({ min: 320, max: 2048 });
    expect(sizesRange('calc(100vw - 32px)')).toEqual({ min: 32, max: 2048 });
  });

  it('serves remote URLs as they are even when not marked unoptimized', () => {
    expect(imageAttrs({ src: 'https://cdn.example.com/x.jpg', sizes: '50vw' })).toEqual({ src: 'https://cdn.example.com/x.jpg' });
    expect(imageAttrs({ src: '//cdn.example.com/x.jpg', width: 44 })).toEqual({ src: '//cdn.example.com/x.jpg' });
  });

  it('asks for 44 px logos at 48 and 96 px', () => {
    expect(imageAttrs({ src: '/a.png', width: 44 })).toEqual({
      srcSet: '/_next/image?url=%2Fa.png&w=48&q=75 1x, /_next/image?url=%2Fa.png&w=96&q=75 2x',
      src: '/_next/image?url=%2Fa.png&w=96&q=75',
    });
  });
});

describe('stored images printed as absolute URLs', () => {
  it('go through the optimizer by their path, whatever host the API printed', () => {
    expect(storedImagePath('https://shop.example/storage/images/products/a.webp')).toBe('/storage/images/products/a.webp');
    expect(storedImagePath('http://127.0.0.1:3100/storage/images/x.webp')).toBe('/storage/images/x.webp');
    expect(storedImagePath('https://cdn.example/other/a.webp')).toBe('https://cdn.example/other/a.webp');
    expect(imageAttrs({ src: 'https://shop.example/storage/images/a.webp', width: 100 }).src).toContain('/_next/image?url=%2Fstorage%2Fimages%2Fa.webp');
  });
});
