// Builds the shops with their opening hours, closed dates, delivery zones, branches, categories,
// tags and payment methods.
import { weekDays } from '../../db/schema';
import { createRng, hashString } from '../images';
import type { ImagePlan } from '../util';
import { seedUuid } from '../util';
import { boundingBox, MAP_CENTER, offset, starPolygon } from './geo';
import { daysFrom, isoDate, seedImages } from './helpers';
import { joinT4, trRows, type T4 } from './i18n';
import type { MarketplacePlan, UserKey } from './plan-types';
import { addressT4, BRANCH_STREETS, HOODS, type HoodKey, type ShopDef } from './shop-types';
import { GROCERIES } from './shops-groceries';
import { RESTAURANTS } from './shops-restaurants';

export const SHOP_DEFS: readonly ShopDef[] = [...RESTAURANTS, ...GROCERIES];

type ShopPart = Pick<MarketplacePlan, 'shops' | 'workingDays' | 'closedDates' | 'zones' | 'branches' | 'shopCategories' | 'shopTagLinks' | 'shopPayments'>;

/** Delivery zone radius: wide enough that the polygon's inner circle reaches the map centre. */
export function zoneRadiusKm(def: ShopDef): number {
  return def.zoneKm ?? Math.min(8, Math.max(3, def.at[0] * 1.25 + 2));
}

export function buildShops(images: ImagePlan, now: Date, owners: Map<string, UserKey>): ShopPart {
  const part: ShopPart = { shops: [], workingDays: [], closedDates: [], zones: [], branches: [], shopCategories: [], shopTagLinks: [], shopPayments: [] };
  const hoodKeys = Object.keys(HOODS) as HoodKey[];

  SHOP_DEFS.forEach((def, si) => {
    const r = createRng(`shop:${def.key}`);
    const location = offset(MAP_CENTER, def.at[0], def.at[1]);
    const restaurant = def.type === 'restaurant';
    const convenience = def.categories.includes('shop-convenience');
    const from = r.pick([10, 15, 20, 25, 30]);
    part.shops.push({
      key: def.key,
      owner: def.demoSeller ? 'seller' : (owners.get(def.key) ?? 'seller'),
      row: {
        uuid: seedUuid(`shop:${def.key}`),
        type: def.type,
        tax: restaurant ? r.pick([8, 10]) : convenience ? 6 : 0,
        percentage: r.pick([10, 12, 15]),
        location,
        latitude: location.latitude,
        longitude: location.longitude,
        phone: `+1202555${4000 + si}`,
        showType: 1,
        open: true,
        visibility: true,
        verify: def.verify ?? false,
        logoImg: seedImages.shopLogo(images, def.key, def.title[0], def.kind),
        backgroundImg: seedImages.shopCover(images, def.key, def.title[0], def.kind),
        minAmount: restaurant ? r.pick([1000, 1200, 1500, 2000]) : r.pick([1500, 2000, 2500]),
        status: 'approved',
        deliveryTime: { from: String(from), to: String(from + r.pick([10, 15, 20])), type: 'minute' },
        price: def.fee ?? r.pick([199, 249, 299, 349, 399, 449, 499]),
        pricePerKm: r.pick([29, 39, 49, 59, 69, 79, 99]),
        serviceFee: def.booking ? 5 : 0,
        createdAt: daysFrom(now, -(40 + si * 9)),
        updatedAt: daysFrom(now, -(2 + (si % 7))),
      },
      tr: trRows({ title: def.title, description: def.description, address: addressT4(def.street, def.zip) }),
    });

    // Opening hours: every weekday has a row; 'no-sunday' shops are closed on Sundays.
    for (const day of weekDays) {
      const [open, close] = def.hours === 'always' ? ['0-00', '23-59'] : def.hours === 'no-sunday' ? ['8-00', '20-00'] : def.hours;
      part.workingDays.push({ shop: def.key, row: { day, from: open, to: close, disabled: def.hours === 'no-sunday' && day === 'sunday' } });
    }
    if (def.closedInDays !== undefined) part.closedDates.push({ shop: def.key, row: { day: isoDate(daysFrom(now, def.closedInDays)) } });

    const points = 6 + (hashString(def.key) % 5);
    const polygon = starPolygon(location, zoneRadiusKm(def), points, Array.from({ length: points }, () => r.range(0.92, 1)), r.range(0, 60));
    part.zones.push({ shop: def.key, row: { polygon, ...boundingBox(polygon) } });

    const branchCount = 1 + (hashString(`branches:${def.key}`) % 3);
    for (let b = 0; b < branchCount; b++) {
      const hood = hoodKeys[(hoodKeys.indexOf(def.hood) + 3 + b * 5 + si) % hoodKeys.length];
      const street = BRANCH_STREETS[(si + b * 7) % BRANCH_STREETS.length];
      const house = String(100 + ((hashString(`${def.key}:${b}`) % 29) + 1) * 50);
      const title: T4 = joinT4([def.title, HOODS[hood]], ' — ');
      part.branches.push({
        shop: def.key,
        row: { address: { address: addressT4(`${house} ${street}`, def.zip)[0], house }, location: offset(location, r.range(0.8, 2.5), r.range(0, 360)) },
        tr: trRows({ title }),
      });
    }

    def.categories.forEach((category) => part.shopCategories.push({ shop: def.key, category }));
    def.tags.forEach((tag) => part.shopTagLinks.push({ shop: def.key, tag }));
    part.shopPayments.push({ shop: def.key, payment: 'cash' }, { shop: def.key, payment: 'wallet' });
    if (si % 2 === 0) part.shopPayments.push({ shop: def.key, payment: 'stripe' });
  });
  return part;
}
