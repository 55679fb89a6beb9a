// Builds the reference data: payment methods, notification kinds, extra people, category trees,
// brands, units, shop tags and variant options.
import type { ImagePlan } from '../util';
import { seedUuid } from '../util';
import { BRANDS, EXTRA_GROUPS, EXTRA_VALUE_TEXTS, NOTIFICATION_KINDS, PAYMENT_METHODS, SHOP_TAGS, UNITS } from './catalog-meta';
import { daysFrom, seedImages } from './helpers';
import { trRows } from './i18n';
import { emailLocal, REVIEWERS, SHOP_OWNERS } from './people';
import type { MarketplacePlan, PlannedCategory, PlannedUser } from './plan-types';
import { CAREER_CATEGORIES, MAIN_CATEGORIES, RECIPE_CATEGORIES, SHOP_CATEGORIES, type CategoryDef } from './taxonomy';

type MetaPart = Pick<
  MarketplacePlan,
  'payments' | 'notifications' | 'categories' | 'brands' | 'units' | 'shopTags' | 'extraGroups' | 'extraValues'
>;

export function buildMeta(images: ImagePlan): MetaPart {
  const categories: PlannedCategory[] = [];
  // Sub-categories show their parent's icon (one picture per tree keeps the image count down).
  const addTree = (defs: readonly CategoryDef[], type: 'main' | 'shop' | 'receipt', parent?: { key: string; img: string }) =>
    defs.forEach((def, i) => {
      const img = parent?.img ?? seedImages.categoryIcon(images, 'categories', def.key, def.t[0], def.kind);
      categories.push({
        key: def.key,
        parent: parent?.key,
        row: {
          uuid: seedUuid(`category:${def.key}`),
          type,
          keywords: def.t[0].toLowerCase(),
          img,
          active: true,
          status: 'published',
          input: i + 1,
        },
        tr: trRows({ title: def.t }),
      });
      if (def.children) addTree(def.children, type, { key: def.key, img });
    });
  addTree(MAIN_CATEGORIES, 'main');
  addTree(SHOP_CATEGORIES, 'shop');
  addTree(RECIPE_CATEGORIES, 'receipt');
  CAREER_CATEGORIES.forEach((def, i) =>
    categories.push({
      key: def.key,
      row: { uuid: seedUuid(`category:${def.key}`), type: 'career', keywords: def.t[0].toLowerCase(), active: true, status: 'published', input: i + 1 },
      tr: trRows({ title: def.t }),
    }),
  );

  return {
    payments: PAYMENT_METHODS.map((p, i) => ({ tag: p.tag, active: p.active, sandbox: p.sandbox, input: i + 1 })),
    notifications: NOTIFICATION_KINDS.map((n) => ({ type: n.type, payload: { ...n.payload } })),
    categories,
    brands: BRANDS.map((b) => ({
      key: b.key,
      row: { uuid: seedUuid(`brand:${b.key}`), title: b.title, img: seedImages.brandLogo(images, b.key, b.title), active: true },
    })),
    units: UNITS.map((u) => ({ key: u.key, row: { active: true, position: 'after' }, tr: trRows({ title: u.t }) })),
    shopTags: SHOP_TAGS.map((t) => ({
      key: t.key,
      row: { img: seedImages.categoryIcon(images, 'tags', t.key, t.t[0], t.kind) },
      tr: trRows({ title: t.t }),
    })),
    extraGroups: Object.entries(EXTRA_GROUPS).map(([key, g]) => ({ key, row: { type: 'text', active: true }, tr: trRows({ title: g.t }) })),
    extraValues: Object.entries(EXTRA_GROUPS).flatMap(([group, g]) =>
      g.values.map((value) => ({ key: `${group}:${value}`, group, row: { value, active: true }, tr: trRows({ title: EXTRA_VALUE_TEXTS[value] }) })),
    ),
  };
}

/** Owner accounts for the shops the demo seller does not own, and the reviewing customers. */
export function buildPeople(images: ImagePlan, now: Date, ownerShopKeys: readonly string[]): { users: PlannedUser[]; owners: Map<string, string>; reviewers: string[] } {
  const users: PlannedUser[] = [];
  const owners = new Map<string, string>();
  const verified = daysFrom(now, -120);
  ownerShopKeys.forEach((shop, i) => {
    const [first, last] = SHOP_OWNERS[i % SHOP_OWNERS.length];
    const key = `owner-${shop}`;
    owners.set(shop, key);
    users.push({
      key,
      walletUuid: seedUuid(`wallet:${key}`),
      row: {
        uuid: seedUuid(`user:${key}`),
        firstname: first,
        lastname: last,
        email: `${emailLocal(first, last)}@partners.groops.test`,
        phone: `+1202555${2000 + i}`,
        role: 'seller',
        myReferral: `GRPSELL${String(i + 1).padStart(3, '0')}`,
        emailVerifiedAt: verified,
        phoneVerifiedAt: verified,
      },
    });
  });
  const reviewers = REVIEWERS.map(([first, last, gender], i) => {
    const key = `reviewer-${emailLocal(first, last).replace('.', '-')}`;
    users.push({
      key,
      walletUuid: seedUuid(`wallet:${key}`),
      row: {
        uuid: seedUuid(`user:${key}`),
        firstname: first,
        lastname: last,
        email: `${emailLocal(first, last)}@customers.groops.test`,
        phone: `+1202555${3000 + i}`,
        role: 'user',
        gender,
        myReferral: `GRPCUST${String(i + 1).padStart(3, '0')}`,
        img: seedImages.avatar(images, `${first} ${last}`),
        emailVerifiedAt: verified,
        phoneVerifiedAt: verified,
      },
    });
    return key;
  });
  return { users, owners, reviewers };
}
