import type { GetServerSideProps } from 'next';
import { securedPage } from '@/ui/ssr/page-security';
import { createServerClient } from '@/ui/http/server-client';
import { sitemapPaths } from '@/ui/seo/sitemap-paths';
import { buildSitemap, publicOrigin } from '@/ui/seo/site';

/** /sitemap.xml: all shops, restaurants, categories, blog posts and recipes, in every language. */
export const getServerSideProps: GetServerSideProps = securedPage(async ({ req, res }) => {
  const xml = buildSitemap(publicOrigin(req), await sitemapPaths(createServerClient(undefined, 'en')));
  res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, s-maxage=3600, stale-while-revalidate=86400' });
  res.end(xml);
  return { props: {} };
});

export default function Sitemap() {
  return null;
}
