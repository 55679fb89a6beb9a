/** The public origin used in canonical, hreflang and sitemap URLs. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

export const LOCALES = ['en', 'ar', 'fr', 'es'] as const;
export const DEFAULT_LOCALE = 'en';

/** Absolute URL of a path in a language (English unprefixed, the others under /<lng>). */
export function absoluteUrl(path: string, locale: string = DEFAULT_LOCALE): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${SITE_URL}${prefix}${clean === '/' && prefix ? '' : clean}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** A sitemap with one <url> per path and language, each listing its alternates (hreflang + x-default). */
export function buildSitemap(paths: string[]): string {
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(absoluteUrl(path, l))}"/>`).join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(path))}"/>`;
      return `<url><loc>${escapeXml(absoluteUrl(path, locale))}</loc>${alternates}${fallback}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read everything public; carts, checkout, accounts and orders stay out. */
export function buildRobots(): string {
  const private_ = ['/checkout', '/*/checkout', '/profile', '/orders', '/order-refunds', '/wallet', '/settings', '/saved-locations', '/update-details', '/update-password', '/api/'];
  const localized = LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) => ['/profile', '/orders', '/wallet', '/settings'].map((p) => `/${l}${p}`));
  return ['User-agent: *', 'Allow: /', ...[...private_, ...localized].map((p) => `Disallow: ${p}`), `Sitemap: ${SITE_URL}/sitemap.xml`, ''].join('\n');
}
