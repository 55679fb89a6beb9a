import type { IncomingHttpHeaders } from 'node:http';
import { requestOrigin } from '@/lib/forwarded';
import { configuredPublicUrl } from '@/lib/public-url';

/**
 * The public origin printed in canonical, hreflang, OpenGraph, robots and sitemap URLs (server side only):
 * `PUBLIC_URL` when set (read per request, so one build serves any host), else the origin the request came
 * to, under the forwarded-header rule of src/server/http/forwarded.ts. Set PUBLIC_URL in production: a cache
 * in front that ignores Host would otherwise keep whichever host asked first.
 */
export function publicOrigin(req: { headers: IncomingHttpHeaders } | undefined, env: Record<string, string | undefined> = process.env): string {
  const configured = configuredPublicUrl(env);
  if (configured) return configured;
  return req ? requestOrigin(req.headers) : 'http://localhost';
}

export const LOCALES = ['en', 'ar', 'fr', 'es'] as const;
export const DEFAULT_LOCALE = 'en';

/** Absolute URL of a path in a language (English unprefixed, the others under /<lng>). */
export function absoluteUrl(origin: string, path: string, locale: string = DEFAULT_LOCALE): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${origin}${prefix}${clean === '/' && prefix ? '' : clean}`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** A sitemap with one <url> per path and language, each listing its alternates (hreflang + x-default). */
export function buildSitemap(origin: string, paths: string[]): string {
  const urls = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(absoluteUrl(origin, path, l))}"/>`).join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(origin, path))}"/>`;
      return `<url><loc>${escapeXml(absoluteUrl(origin, path, locale))}</loc>${alternates}${fallback}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read everything public; carts, checkout, accounts and orders stay out. */
export function buildRobots(origin: string): string {
  const private_ = ['/checkout', '/*/checkout', '/profile', '/orders', '/order-refunds', '/wallet', '/settings', '/saved-locations', '/update-details', '/update-password', '/api/'];
  const localized = LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) => ['/profile', '/orders', '/wallet', '/settings'].map((p) => `/${l}${p}`));
  return ['User-agent: *', 'Allow: /', ...[...private_, ...localized].map((p) => `Disallow: ${p}`), `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
