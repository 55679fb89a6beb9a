// Canonical pixel sizes of each generated image kind (pass to ImageStore.ensure / renderImage).
export const IMAGE_SIZES = {
  shopLogo: { width: 256, height: 256 },
  shopCover: { width: 1200, height: 600 },
  product: { width: 512, height: 512 },
  banner: { width: 1200, height: 500 },
  story: { width: 720, height: 1280 },
  pageCover: { width: 1200, height: 630 },
  categoryIcon: { width: 256, height: 256 },
  avatar: { width: 256, height: 256 },
  brandLogo: { width: 256, height: 256 },
  parcelIcon: { width: 256, height: 256 },
} as const;

export type ImageKind = keyof typeof IMAGE_SIZES;
