import Head from 'next/head';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { excerpt } from '../content/text';
import { breadcrumbJsonLd, serializeJsonLd } from '../shops/jsonld';
import { localeUrl } from '../shops/ShopSeo';

const LOCALES = ['en', 'ar', 'fr', 'es'] as const;

interface Props {
  siteUrl: string;
  /** The page's path without a language prefix (and with the query that makes it its own page). */
  path: string;
  /** The page's own name; the title adds the site name. */
  name: string;
  description: string;
  image?: string;
  /** Breadcrumbs after Home: names with their paths; the last one is this page. */
  crumbs: ReadonlyArray<{ name: string; path: string }>;
  /** Further JSON-LD graphs (a CollectionPage with its shops). */
  graphs?: ReadonlyArray<Record<string, unknown>>;
}

/** Title, description, canonical, hreflang, OpenGraph/Twitter and BreadcrumbList of a browse page. */
export function BrowseSeo({ siteUrl, path, name, description, image, crumbs, graphs = [] }: Props) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const url = localeUrl(siteUrl, locale, path);
  const title = `${name} — ${t('app.title')}`;
  const text = excerpt(description, 160);
  const imageUrl = image ? (image.startsWith('http') ? image : `${siteUrl}${image}`) : undefined;
  const trail = [{ name: t('shop.breadcrumb.home'), path: '/' }, ...crumbs].map((c) => ({ name: c.name, url: localeUrl(siteUrl, locale, c.path) }));
  const all = [breadcrumbJsonLd(trail), ...graphs];
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={localeUrl(siteUrl, l, path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localeUrl(siteUrl, 'en', path)} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={t('app.title')} />
      <meta property="og:locale" content={locale} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={text} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {all.map((graph, i) => (
        <script key={`ld-${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph) }} />
      ))}
    </Head>
  );
}
