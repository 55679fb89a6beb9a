import type { ShopItem } from '../types/api';

/** schema.org JSON-LD of the browse pages: a collection (category, promotion, ad) and the shops it lists. */

type Json = Record<string, unknown>;

const shopPath = (shop: Pick<ShopItem, 'id' | 'type'>) => `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}`;

/** A CollectionPage whose main entity is the list of its shops (first page, in order, with their URLs). */
export function collectionJsonLd(opts: { name: string; description?: string; url: string; shops: readonly ShopItem[]; total?: number; shopUrl: (path: string) => string }): Json {
  const { name, description, url, shops, total, shopUrl } = opts;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name,
    ...(description ? { description } : {}),
    url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: total ?? shops.length,
      itemListElement: shops.map((shop, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: shopUrl(shopPath(shop)),
        name: shop.translation?.title ?? '',
      })),
    },
  };
}
