/**
 * A page render's access to the server's section cache (src/ui/ssr/section-cache.ts). shellPage puts it on the
 * page props under a symbol key (never serialised into the page data), so it reaches HydrateLater with the
 * shell's context; the browser never has one.
 */
/** An eager image of a kept section, whose head preload a replay asks for again. */
export interface CachedImage {
  src: string;
  imageSrcSet: string;
  imageSizes?: string;
}

export interface SectionCache {
  cached(id: string): { html: string; images: CachedImage[] } | undefined;
  miss(id: string): void;
}

export const SECTION_RENDER = Symbol.for('groops.section-render');

export type WithSectionCache = { [SECTION_RENDER]?: SectionCache };
