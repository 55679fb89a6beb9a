import type { Currency, MenuCategory, Product, Shop } from '../types/api';
import { openingHoursSpecification } from './hours';
import { unitPrice } from './pricing';

/** schema.org JSON-LD for the shop page: the shop with its menu, the product of a deep link, the breadcrumbs. */

type Json = Record<string, unknown>;

const ISO_BY_SYMBOL: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₽': 'RUB', '₺': 'TRY' };

/** ISO 4217 code of a currency: its title when already a code, else by symbol (USD by default). */
export function currencyCode(currency?: Pick<Currency, 'symbol' | 'title'>): string {
  if (currency?.title && /^[A-Z]{3}$/.test(currency.title)) return currency.title;
  return (currency && ISO_BY_SYMBOL[currency.symbol]) || 'USD';
}

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
