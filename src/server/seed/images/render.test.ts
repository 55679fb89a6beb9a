import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildAvatarSvg, buildBrandLogoSvg, buildCategoryIconSvg, buildParcelIconSvg, buildShopLogoSvg } from './brand';
import { buildBannerSvg, buildPageCoverSvg, buildShopCoverSvg, buildStorySvg } from './covers';
import { buildProductSvg } from './food';
import { FOOD_KINDS } from './kinds';
import { renderImage, renderPng } from './render';
import { IMAGE_SIZES } from './sizes';

async function expectWebp(buf: Buffer, width: number, height: number): Promise<void> {
  expect(buf.subarray(0, 4).toString('ascii')).toBe('RIFF');
  expect(buf.subarray(8, 12).toString('ascii')).toBe('WEBP');
  expect(buf.readUInt32LE(4) + 8).toBe(buf.length);
  const meta = await sharp(buf).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(width);
  expect(meta.height).toBe(height);
}

describe('renderImage', () => {
  it.each(FOOD_KINDS.map((k) => [k]))('product kind %s renders to a 512×512 WebP', async (kind) => {
    const { width, height } = IMAGE_SIZES.product;
    const buf = await renderImage(buildProductSvg(`Sample ${kind}`, kind), { width, height });
    await expectWebp(buf, width, height);
    // Not a blank canvas: the picture has real contrast.
    const stats = await sharp(buf).stats();
    expect(Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(10);
  });

  const others: Array<[string, string, { width: number; height: number }]> = [
    ['shop logo', buildShopLogoSvg('Pizza Napoli'), IMAGE_SIZES.shopLogo],
    ['restaurant logo', buildShopLogoSvg('Bella Vista', 'restaurant'), IMAGE_SIZES.shopLogo],
    ['shop cover', buildShopCoverSvg('Green Market', 'grocery'), IMAGE_SIZES.shopCover],
    ['banner', buildBannerSvg('Summer deals', { title: 'Summer deals', subtitle: '30% off' }), IMAGE_SIZES.banner],
    ['story', buildStorySvg('Sushi week', { title: 'Sushi week' }), IMAGE_SIZES.story],
    ['blog cover', buildPageCoverSvg('Coffee', { title: 'Coffee', variant: 'blog' }), IMAGE_SIZES.pageCover],
    ['career cover', buildPageCoverSvg('Careers', { variant: 'career' }), IMAGE_SIZES.pageCover],
    ['page cover', buildPageCoverSvg('About', { variant: 'page' }), IMAGE_SIZES.pageCover],
    ['category icon', buildCategoryIconSvg('Dairy & Eggs'), IMAGE_SIZES.categoryIcon],
    ['avatar', buildAvatarSvg('Alex Rivera'), IMAGE_SIZES.avatar],
    ['brand logo', buildBrandLogoSvg('Green Valley Farms'), IMAGE_SIZES.brandLogo],
    ['parcel icon', buildParcelIconSvg('Fragile'), IMAGE_SIZES.parcelIcon],
  ];

  it.each(others)('%s renders to a WebP of its size', async (_name, svg, size) => {
    await expectWebp(await renderImage(svg, size), size.width, size.height);
  });

  it('rasterises at the target size (scaled renders are not upscaled blurs)', async () => {
    const svg = buildAvatarSvg('Big Avatar');
    await expectWebp(await renderImage(svg, { width: 512, height: 512, quality: 60 }), 512, 512);
    const png = await renderPng(svg, { width: 64, height: 64 });
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it('rejects absurd sizes', async () => {
    await expect(renderImage(buildAvatarSvg('x'), { width: 0, height: 10 })).rejects.toThrow();
    await expect(renderImage(buildAvatarSvg('x'), { width: 10_000, height: 10 })).rejects.toThrow();
  });
});
