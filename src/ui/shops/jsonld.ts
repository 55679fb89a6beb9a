import { currencyCode } from '../currency/iso';
import type { MenuCategory, Product, Shop } from '../types/api';
import { openingHoursSpecification } from './hours';
import { unitPrice } from './pricing';

/**
 * schema.org JSON-LD for the shop page: the shop with its menu, the product of a deep link, the breadcrumbs.
 * Built on the server (getServerSideProps) and sent as strings: none of this is on the page's first load.
 */

export { currencyCode };

type Json = Record<string, unknown>;

const absolute = (origin: string, src?: string) => (src ? (src.startsWith('http') ? src : `${origin}${src}`) : undefined);

/** Drops undefined members so the JSON stays clean. */
const clean = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

function offer(product: Product, currency: string, url?: string): Json {
  const stock = product.stock ?? product.stocks?.[0];
  return clean({
    '@type': 'Offer',
    price: unitPrice(stock).toFixed(2),
    priceCurrency: currency,
    availability: (stock?.quantity ?? 1) > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url,
  });
}

/** Products of a category and of its children, as menu sections (empty sections are left out). */
function menuSections(categories: readonly MenuCategory[], origin: string, currency: string): Json[] {
  return categories
    .map((category) => {
      const items = [...(category.products ?? []), ...(category.children ?? []).flatMap((c) => c.products ?? [])];
      return clean({
        '@type': 'MenuSection',
        name: category.translation?.title ?? '',
        hasMenuItem: items.map((p) => clean({ '@type': 'MenuItem', name: p.translation?.title ?? '', description: p.translation?.description, image: absolute(origin, p.img), offers: offer(p, currency) })),
      });
    })
    .filter((s) => (s.hasMenuItem as Json[]).length > 0);
}

export interface ShopLdInput {
  shop: Shop;
  menu?: readonly MenuCategory[];
  url: string;
  origin: string;
  currency: string;
}

/** Restaurant (or GroceryStore for shops) with address, geo, hours, rating and the menu with offers. */
export function shopJsonLd({ shop, menu, url, origin, currency }: ShopLdInput): Json {
  const restaurant = shop.type !== 'shop';
  return clean({
    '@context': 'https://schema.org',
    '@type': restaurant ? 'Restaurant' : 'GroceryStore',
    '@id': `${url}#shop`,
    name: shop.translation?.title ?? '',
    description: shop.translation?.description,
    url,
    image: absolute(origin, shop.background_img),
    logo: absolute(origin, shop.logo_img),
    telephone: shop.phone,
    address: shop.translation?.address ? { '@type': 'PostalAddress', streetAddress: shop.translation.address } : undefined,
    geo: shop.location ? { '@type': 'GeoCoordinates', latitude: shop.location.latitude, longitude: shop.location.longitude } : undefined,
    openingHoursSpecification: openingHoursSpecification(shop.shop_working_days),
    aggregateRating:
      shop.reviews_count && shop.rating_avg ? { '@type': 'AggregateRating', ratingValue: Number(shop.rating_avg.toFixed(1)), reviewCount: shop.reviews_count, bestRating: 5, worstRating: 1 } : undefined,
    servesCuisine: restaurant ? shop.categories?.map((c) => c.translation?.title).filter(Boolean) : undefined,
    hasMenu: menu ? { '@type': 'Menu', name: shop.translation?.title ?? '', hasMenuSection: menuSections(menu, origin, currency) } : undefined,
  });
}

/** Product with its Offer, for `?product=<uuid>`. */
export function productJsonLd(product: Product, url: string, origin: string, currency: string, shopName?: string): Json {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.translation?.title ?? '',
    description: product.translation?.description,
    image: absolute(origin, product.img),
    sku: product.uuid,
    brand: shopName ? { '@type': 'Brand', name: shopName } : undefined,
    offers: offer(product, currency, url),
  });
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** `${siteUrl}${path}` in a language (English unprefixed). */
export const localeUrl = (siteUrl: string, locale: string, path: string) => `${siteUrl}${locale === 'en' ? '' : `/${locale}`}${path}`;

export interface ShopPageLdInput {
  shop: Shop;
  menu?: readonly MenuCategory[];
  /** The deep-linked product (`?product=`), if any. */
  product?: Product | null;
  siteUrl: string;
  locale: string;
  /** ISO code of the currency the prices are in. */
  currency: string;
  /** Breadcrumb names: home and the shop list. */
  crumbs: { home: string; list: string };
}

/** Every JSON-LD block of a shop page, serialized for `<script type="application/ld+json">`. */
export function shopPageJsonLd({ shop, menu, product, siteUrl, locale, currency, crumbs }: ShopPageLdInput): string[] {
  const base = shop.type === 'shop' ? '/shop' : '/restaurant';
  const shopUrl = localeUrl(siteUrl, locale, `${base}/${shop.id}`);
  const url = product ? localeUrl(siteUrl, locale, `${base}/${shop.id}?product=${encodeURIComponent(product.uuid)}`) : shopUrl;
  const name = shop.translation?.title ?? '';
  const trail = [
    { name: crumbs.home, url: localeUrl(siteUrl, locale, '/') },
    { name: crumbs.list, url: localeUrl(siteUrl, locale, base) },
    { name, url: shopUrl },
    ...(product ? [{ name: product.translation?.title ?? '', url }] : []),
  ];
  const graphs = [shopJsonLd({ shop, menu, url: shopUrl, origin: siteUrl, currency }), breadcrumbJsonLd(trail), ...(product ? [productJsonLd(product, url, siteUrl, currency, name)] : [])];
  return graphs.map(serializeJsonLd);
}
