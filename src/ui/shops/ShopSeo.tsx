import Head from 'next/head';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { excerpt } from '../content/text';
import type { Product, Shop } from '../types/api';

const LOCALES = ['en', 'ar', 'fr', 'es'] as const;

/** Absolute URL of `path` in a locale (English unprefixed). Also jsonld.ts's, which stays on the server. */
export const localeUrl = (siteUrl: string, locale: string, path: string) => `${siteUrl}${locale === 'en' ? '' : `/${locale}`}${path}`;

interface Props {
  shop: Shop;
  product?: Product | null;
  siteUrl: string;
}

/**
 * Title, description, canonical, hreflang and OpenGraph/Twitter of a shop page (and a deep-linked product). Its
 * JSON-LD is the server's, written by _document (src/ui/seo/page-jsonld.ts).
 */
export function ShopSeo({ shop, product, siteUrl }: Props) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const base = shop.type === 'shop' ? '/shop' : '/restaurant';
  const path = `${base}/${shop.id}${product ? `?product=${encodeURIComponent(product.uuid)}` : ''}`;
  const url = localeUrl(siteUrl, locale, path);
  const name = shop.translation?.title ?? '';
  const title = `${product?.translation?.title ? `${product.translation.title} · ` : ''}${t('shop.meta.title', { name })} — ${t('app.title')}`;
  const description = excerpt(product?.translation?.description ?? shop.translation?.description ?? t('app.description'), 160);
  const image = product?.img ?? shop.background_img;
  const imageUrl = image ? (image.startsWith('http') ? image : `${siteUrl}${image}`) : undefined;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={localeUrl(siteUrl, l, path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={localeUrl(siteUrl, 'en', path)} />
      <meta property="og:type" content={product ? 'product' : shop.type === 'shop' ? 'business.business' : 'restaurant.restaurant'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={t('app.title')} />
      <meta property="og:locale" content={locale} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </Head>
  );
}
