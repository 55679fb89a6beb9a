// Builds delivered orders with their lines, status history, paid transaction and reviews. They
// back the shops' rating averages and review counts, the products' sold counts, `rest/stat` and
// the recommended shops (orders of the last 30 days). Money: each line total = (price − discount
// + tax) × quantity; the order total = Σ line totals + shop tax + delivery fee + service fee + tips.
import type { GeoPoint } from '../../db/schema';
import { createRng, hashString } from '../images';
import type { CatalogIndex } from './build-catalog';
import { SHOP_DEFS } from './build-shops';
import { haversineKm, offset, pointInPolygon } from './geo';
import { hhmm, isoDate, minutesFrom, daysFrom } from './helpers';
import { REVIEW_COMMENTS } from './people';
import type { MarketplacePlan, PlannedOrder, PlannedShop, UserKey } from './plan-types';
import { BRANCH_STREETS } from './shop-types';

/** The demo customer's saved home address (core.ts). */
const HOME: GeoPoint = { latitude: 38.9092, longitude: -77.0321 };
const HOME_ADDRESS = '1400 14th St NW, Washington, DC 20005';
/** settings.service_fee is 1 (dollar). */
const SERVICE_FEE = 100;
const STATUS_FLOW = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered'] as const;

export function buildOrders(
  now: Date,
  plan: Pick<MarketplacePlan, 'shops' | 'zones' | 'stockAddons'>,
  index: CatalogIndex,
  reviewers: readonly string[],
  phones: Map<UserKey, string>,
): PlannedOrder[] {
  const orders: PlannedOrder[] = [];
  const customers: UserKey[] = ['customer', ...reviewers];
  const addonsOf = new Map<string, string[]>();
  for (const link of plan.stockAddons) addonsOf.set(link.stock, [...(addonsOf.get(link.stock) ?? []), link.addon]);

  SHOP_DEFS.forEach((def, si) => {
    const shop = plan.shops.find((s) => s.key === def.key) as PlannedShop;
    const polygon = plan.zones.find((z) => z.shop === def.key)!.row.polygon;
    const products = index.sellable.get(def.key) ?? [];
    const count = 2 + (hashString(`reviews:${def.key}`) % 5);
    const ratings: number[] = [];
    for (let j = 0; j < count; j++) {
      const key = `order:${def.key}:${j}`;
      const r = createRng(key);
      const user = customers[(si * 3 + j) % customers.length];
      // Half of the shops sold something in the last 30 days (recommended shops); the rest earlier.
      const daysAgo = si % 2 === 0 || j === 0 ? r.int(1, 25) : r.int(35, 120);
      const created = minutesFrom(daysFrom(now, -daysAgo), -r.int(0, 600));
      const useHome = user === 'customer' && pointInPolygon(HOME, polygon);
      const to = useHome ? HOME : offset(shop.row.location, r.range(0.8, 2.4), r.range(0, 360));
      const km = haversineKm(shop.row.location, to);

      const details: PlannedOrder['details'] = [];
      const picked = new Set<string>();
      const lines = r.int(1, 3);
      for (let l = 0; l < lines && products.length; l++) {
        const product = products[r.int(0, products.length - 1)];
        if (picked.has(product.key)) continue;
        picked.add(product.key);
        const stock = index.stocksOf.get(product.key)![0];
        const quantity = r.int(1, 2);
        details.push({ stock: stock.key, row: line(stock.row.price ?? 0, product.row.tax ?? 0, daysAgo <= 7 ? index.discountOf.get(product.key) : undefined, quantity) });
        product.row.soldCount = (product.row.soldCount ?? 0) + quantity;
        const addons = addonsOf.get(stock.key);
        if (addons && r.chance(0.4)) {
          const addon = index.productByKey.get(addons[r.int(0, addons.length - 1)])!;
          const addonStock = index.stocksOf.get(addon.key)![0];
          details.push({ stock: addonStock.key, parent: details.length - 1, row: line(addonStock.row.price ?? 0, 0, undefined, quantity) });
        }
      }

      const origin = sum(details.map((d) => d.row.originPrice ?? 0));
      const discount = sum(details.map((d) => d.row.discount ?? 0));
      const linesTotal = sum(details.map((d) => d.row.totalPrice ?? 0));
      const tax = Math.round(((origin - discount) * (shop.row.tax ?? 0)) / 100);
      const deliveryFee = Math.round((shop.row.price ?? 0) + (shop.row.pricePerKm ?? 0) * km);
      const tips = r.chance(0.3) ? r.pick([100, 200, 300]) : 0;
      const total = linesTotal + tax + deliveryFee + SERVICE_FEE + tips;
      const delivered = minutesFrom(created, 35 + r.int(0, 20));
      const house = String(100 + r.int(1, 40) * 25);
      const rating = r.pick([5, 5, 5, 4, 4, 5, 3, 4, 5, 4]);
      ratings.push(rating);
      const comment = r.chance(0.85) ? r.pick(REVIEW_COMMENTS[rating as 3 | 4 | 5]) : null;
      const reviewAt = minutesFrom(delivered, 90 + r.int(0, 600));
      const firstProduct = details[0] && index.productByKey.get(details[0].stock.split('#')[0]);

      orders.push({
        key,
        user,
        shop: def.key,
        payment: 'cash',
        row: {
          status: 'delivered',
          deliveryType: 'delivery',
          rate: 1,
          originPrice: origin,
          totalPrice: total,
          totalDiscount: discount,
          tax,
          commissionFee: Math.round(((origin - discount) * (shop.row.percentage ?? 0)) / 100),
          deliveryFee,
          serviceFee: SERVICE_FEE,
          tips,
          couponPrice: 0,
          km,
          location: to,
          address: useHome ? { address: HOME_ADDRESS, house: '1400', floor: '3' } : { address: `${house} ${BRANCH_STREETS[r.int(0, BRANCH_STREETS.length - 1)]}, Washington, DC`, house },
          phone: phones.get(user),
          deliveryDate: isoDate(created),
          deliveryTime: hhmm(minutesFrom(created, 45)),
          current: false,
          createdAt: created,
          updatedAt: delivered,
        },
        details,
        events: STATUS_FLOW.map((status, k) => ({
          by: k === 0 ? user : k < 4 ? shop.owner : 'deliveryman',
          row: { fromStatus: k === 0 ? null : STATUS_FLOW[k - 1], status, createdAt: minutesFrom(created, k === 5 ? (delivered.getTime() - created.getTime()) / 60_000 : k * 7) },
        })),
        transaction: { price: total, status: 'paid', note: 'Cash on delivery', performTime: delivered, createdAt: created, updatedAt: delivered },
        reviews: [
          { row: { target: 'shop', rating, comment, createdAt: reviewAt, updatedAt: reviewAt } },
          ...(firstProduct && j % 3 === 0
            ? [{ product: firstProduct.key, row: { target: 'product' as const, rating: Math.min(5, rating + 1), comment: null, createdAt: reviewAt, updatedAt: reviewAt } }]
            : []),
        ],
      });
    }
    shop.row.reviewsCount = ratings.length;
    shop.row.ratingAvg = Math.round((sum(ratings) / ratings.length) * 100) / 100;
  });
  return orders;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function line(price: number, taxPercent: number, discount: { type: 'fix' | 'percent'; value: number } | undefined, quantity: number) {
  const unitDiscount = !discount ? 0 : discount.type === 'fix' ? Math.min(price, discount.value) : Math.round((price * discount.value) / 100);
  const unitTax = Math.round((price * taxPercent) / 100);
  return {
    originPrice: price * quantity,
    discount: unitDiscount * quantity,
    tax: unitTax * quantity,
    totalPrice: (price - unitDiscount + unitTax) * quantity,
    quantity,
    bonus: false,
  };
}
