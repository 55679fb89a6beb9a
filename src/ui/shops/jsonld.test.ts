import { describe, expect, it } from 'vitest';
import type { MenuCategory, Shop } from '../types/api';
import { breadcrumbJsonLd, currencyCode, productJsonLd, serializeJsonLd, shopJsonLd, shopPageJsonLd } from './jsonld';

const shop: Shop = {
  id: 3,
  uuid: 'u',
  type: 'restaurant',
  translation: { title: 'Capitol </script> Burger', description: 'Burgers', address: '320 Pennsylvania Ave SE' },
  background_img: '/storage/images/cover.webp',
  location: { latitude: 38.89, longitude: -77 },
  rating_avg: 3.5,
  reviews_count: 4,
  shop_working_days: [{ day: 'monday', from: '0-00', to: '23-59', disabled: false }],
};
const burger = { id: 55, uuid: 'p', translation: { title: 'Cheeseburger' }, stock: { id: 1, total_price: 12.99, quantity: 3 } };
const menu: MenuCategory[] = [
  { id: 2, uuid: 'c', translation: { title: 'Burgers' }, products: [], children: [{ id: 48, uuid: 'd', translation: { title: 'Beef' }, products: [burger] }] },
  { id: 9, uuid: 'e', translation: { title: 'Empty' }, products: [] },
];
const origin = 'https://groops.test';

describe('JSON-LD', () => {
  it('describes a restaurant with address, geo, hours, rating and a menu with offers', () => {
    const ld = shopJsonLd({ shop, menu, url: `${origin}/restaurant/3`, origin, currency: 'USD' });
    expect(ld['@type']).toBe('Restaurant');
    expect(ld.address).toEqual({ '@type': 'PostalAddress', streetAddress: '320 Pennsylvania Ave SE' });
    expect(ld.geo).toMatchObject({ latitude: 38.89, longitude: -77 });
    expect(ld.image).toBe('https://groops.test/storage/images/cover.webp');
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 4 });
    expect((ld.openingHoursSpecification as unknown[]).length).toBe(1);
    const sections = (ld.hasMenu as { hasMenuSection: Array<{ name: string; hasMenuItem: Array<{ offers: unknown }> }> }).hasMenuSection;
    expect(sections.map((s) => s.name)).toEqual(['Burgers']);
    expect(sections[0].hasMenuItem[0].offers).toMatchObject({ '@type': 'Offer', price: '12.99', priceCurrency: 'USD' });
    expect(shopJsonLd({ shop: { ...shop, type: 'shop', reviews_count: 0 }, url: 'x', origin, currency: 'USD' })).toMatchObject({ '@type': 'GroceryStore' });
    expect(shopJsonLd({ shop: { ...shop, reviews_count: 0 }, url: 'x', origin, currency: 'USD' }).aggregateRating).toBeUndefined();
  });

  it('describes a product with an offer and the breadcrumbs in order', () => {
    expect(productJsonLd(burger, 'https://x/p', origin, 'EUR', 'Shop')).toMatchObject({ '@type': 'Product', name: 'Cheeseburger', offers: { price: '12.99', priceCurrency: 'EUR', url: 'https://x/p' } });
    const crumbs = breadcrumbJsonLd([{ name: 'Home', url: 'a' }, { name: 'Shop', url: 'b' }]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'a' },
      { '@type': 'ListItem', position: 2, name: 'Shop', item: 'b' },
    ]);
  });

  it('escapes < so the script cannot be closed, and stays valid JSON', () => {
    const text = serializeJsonLd(shopJsonLd({ shop, url: 'x', origin, currency: 'USD' }));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect((JSON.parse(text) as { name: string }).name).toBe('Capitol </script> Burger');
  });

  it('gives ISO currency codes', () => {
    expect(currencyCode({ symbol: '$', title: 'US Dollar' })).toBe('USD');
    expect(currencyCode({ symbol: '€', title: 'Euro' })).toBe('EUR');
    expect(currencyCode({ symbol: 'x', title: 'CHF' })).toBe('CHF');
  });

  it('builds a shop page\'s blocks on the server: shop, breadcrumbs in the page language, the deep-linked product', () => {
    const page = { shop, menu, siteUrl: origin, currency: 'EUR', crumbs: { home: 'Accueil', list: 'Restaurants' } };
    const [ld, crumbs, product] = shopPageJsonLd({ ...page, locale: 'fr', product: burger }).map((text) => JSON.parse(text) as { itemListElement: Array<{ name: string; item: string }> });
    expect(ld).toMatchObject({ '@type': 'Restaurant', url: `${origin}/fr/restaurant/3` });
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Accueil', `${origin}/fr/`],
      ['Restaurants', `${origin}/fr/restaurant`],
      ['Capitol </script> Burger', `${origin}/fr/restaurant/3`],
      ['Cheeseburger', `${origin}/fr/restaurant/3?product=p`],
    ]);
    expect(product).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'EUR', url: `${origin}/fr/restaurant/3?product=p` } });
    expect(shopPageJsonLd({ ...page, locale: 'en' })).toHaveLength(2);
  });
});
