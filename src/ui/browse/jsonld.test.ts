import { describe, expect, it } from 'vitest';
import { collectionJsonLd } from './jsonld';

describe('collection JSON-LD', () => {
  it('lists the shops in order with absolute URLs by kind', () => {
    const ld = collectionJsonLd({
      name: 'Asian',
      url: 'https://g.test/shop-category/x',
      shops: [
        { id: 3, uuid: 'a', type: 'restaurant', translation: { title: 'Shaw Ramen' } },
        { id: 9, uuid: 'b', type: 'shop', translation: { title: 'Wharf Frozen' } },
      ],
      total: 7,
      shopUrl: (p) => `https://g.test${p}`,
    });
    expect(ld).toMatchObject({ '@type': 'CollectionPage', name: 'Asian', url: 'https://g.test/shop-category/x' });
    expect(ld).not.toHaveProperty('description');
    expect(ld.mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 7,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://g.test/restaurant/3', name: 'Shaw Ramen' },
        { '@type': 'ListItem', position: 2, url: 'https://g.test/shop/9', name: 'Wharf Frozen' },
      ],
    });
  });
});
