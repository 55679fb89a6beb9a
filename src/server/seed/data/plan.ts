// The whole demo marketplace as data (pure: the same `now` always gives the same plan and images).
import type { ImagePlan } from '../util';
import { buildCatalog } from './build-catalog';
import { buildContent } from './build-content';
import { buildMeta, buildPeople } from './build-meta';
import { buildOrders } from './build-orders';
import { buildPromo } from './build-promo';
import { buildServices } from './build-services';
import { buildShops, SHOP_DEFS } from './build-shops';
import type { MarketplacePlan, UserKey } from './plan-types';

export function buildMarketplacePlan(images: ImagePlan, now: Date): MarketplacePlan {
  const meta = buildMeta(images);
  const people = buildPeople(
    images,
    now,
    SHOP_DEFS.filter((d) => !d.demoSeller).map((d) => d.key),
  );
  const shops = buildShops(images, now, people.owners);
  const catalog = buildCatalog(images, now);
  const phones = new Map<UserKey, string>(people.users.map((u) => [u.key, u.row.phone ?? '']));
  const orders = buildOrders(now, { shops: shops.shops, zones: shops.zones, stockAddons: catalog.part.stockAddons }, catalog.index, people.reviewers, phones);
  return {
    users: people.users,
    ...meta,
    ...shops,
    ...catalog.part,
    orders,
    ...buildPromo(images, now, catalog.index),
    ...buildContent(images, now),
    ...buildServices(images, now, catalog.index),
  };
}
