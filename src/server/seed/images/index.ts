// Demo image generator: deterministic flat SVG illustrations rendered to WebP.
export { createRng, hashPick, hashString } from './rng';
export type { Rng } from './rng';
export { FOOD_KINDS, foodKindFor, isFoodKind, matchFoodKind, normaliseText, shopKindFor } from './kinds';
export type { FoodKind, ShopKind } from './kinds';
export { buildProductSvg, drawFood, placeFood } from './food';
export { buildAvatarSvg, buildBrandLogoSvg, buildCategoryIconSvg, buildParcelIconSvg, buildShopLogoSvg } from './brand';
export { buildBannerSvg, buildPageCoverSvg, buildShopCoverSvg, buildStorySvg } from './covers';
export type { CoverText } from './covers';
export { renderImage, renderPng } from './render';
export type { RenderOptions } from './render';
export { createImageStore, IMAGE_URL_PREFIX, imagesRoot, mapLimit, SAFE_NAME, slugify } from './store';
export type { ImageSize, ImageStore } from './store';
export { readStorageImage, safeImagePath } from './storage';
export type { StoredImage } from './storage';
export { IMAGE_SIZES } from './sizes';
export type { ImageKind } from './sizes';
