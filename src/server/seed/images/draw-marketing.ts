// draw* aliases of the SVG builders (the seed modules import them under these names).
export { buildProductSvg as drawProduct } from './food';
export {
  buildAvatarSvg as drawAvatar,
  buildBrandLogoSvg as drawBrandLogo,
  buildCategoryIconSvg as drawCategoryIcon,
  buildParcelIconSvg as drawParcelIcon,
  buildShopLogoSvg as drawShopLogo,
} from './brand';
export {
  buildBannerSvg as drawBanner,
  buildPageCoverSvg as drawPageCover,
  buildShopCoverSvg as drawShopCover,
  buildStorySvg as drawStory,
} from './covers';
