// Builds the products of every shop from the menu dictionaries: translations, pictures, stocks
// (variant combinations), add-ons, discounts and bonuses.
import { createRng, foodKindFor, hashString, type FoodKind } from '../images';
import type { ImagePlan } from '../util';
import { seedUuid, slug } from '../util';
import { SHOP_DEFS } from './build-shops';
import { VARIANT_SETS, type VariantSetKey } from './catalog-meta';
import { daysFrom, isoDate, priceIn, retailPrice, seedImages, shuffled, pickSome } from './helpers';
import { trRows, type T4 } from './i18n';
import { ADDON_SETS } from './menus-addons';
import { GROCERY_SECTIONS_A } from './menus-groceries-a';
import { GROCERY_SECTIONS_B } from './menus-groceries-b';
import { RESTAURANT_SECTIONS_A } from './menus-restaurants-a';
import { RESTAURANT_SECTIONS_B } from './menus-restaurants-b';
import { RESTAURANT_SECTIONS_C } from './menus-restaurants-c';
import { SWEETS_AND_DRINKS } from './menus-sweets-drinks';
import type { MenuItem, MenuSection } from './menu-types';
import type { MarketplacePlan, PlannedProduct, PlannedStock } from './plan-types';
import { RECIPES } from './recipes';
import type { ShopDef } from './shop-types';

export const SECTIONS: Record<string, MenuSection> = {
  ...RESTAURANT_SECTIONS_A, ...RESTAURANT_SECTIONS_B, ...RESTAURANT_SECTIONS_C, ...SWEETS_AND_DRINKS, ...GROCERY_SECTIONS_A, ...GROCERY_SECTIONS_B,
};

type CatalogPart = Pick<MarketplacePlan, 'products' | 'stocks' | 'productExtras' | 'stockAddons' | 'discounts' | 'bonuses'>;

/** Lookups the later builders (orders, stories, recipes) use. */
export interface CatalogIndex {
  /** Published, in-stock, non-addon products per shop, in menu order. */
  sellable: Map<string, PlannedProduct[]>;
  stocksOf: Map<string, PlannedStock[]>;
  /** Active product discount per product key. */
  discountOf: Map<string, { type: 'fix' | 'percent'; value: number }>;
  productByKey: Map<string, PlannedProduct>;
}

interface Parsed { t: T4; vegetarian: boolean; kind?: FoodKind; variants?: VariantSetKey }

function parseItem(item: MenuItem): Parsed {
  const flags = (item[4] ?? '').split(' ').filter(Boolean);
  const value = (name: string) => flags.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1);
  return { t: [item[0], item[1], item[2], item[3]], vegetarian: flags.includes('v'), kind: value('k') as FoodKind | undefined, variants: value('x') as VariantSetKey | undefined };
}

/** The demo product with variants and add-ons, and the 24-hour shop, stay sellable. */
const PROTECTED = new Set(['rock-creek-pizza:margherita-pizza']);

/** Menu entries of a shop: picked sections, then the products its recipes need. */
function menuEntries(def: ShopDef): Array<{ section: string; item: MenuItem }> {
  const entries: Array<{ section: string; item: MenuItem }> = [];
  const seen = new Set<string>();
  const add = (section: string, item: MenuItem) => {
    if (seen.has(item[0])) return;
    seen.add(item[0]);
    entries.push({ section, item });
  };
  for (const m of def.menu) {
    const [section, n] = typeof m === 'string' ? [m, undefined] : m;
    const items = SECTIONS[section].items;
    for (const item of n === undefined ? items : pickSome(`menu:${def.key}:${section}`, items, n)) add(section, item);
  }
  for (const recipe of RECIPES.filter((x) => x.shop === def.key)) {
    for (const [name] of recipe.stocks) {
      const section = Object.keys(SECTIONS).find((k) => k.startsWith('gr-') && SECTIONS[k].items.some((i) => i[0] === name));
      if (!section) throw new Error(`recipe ${recipe.key}: no product named ${name}`);
      add(section, SECTIONS[section].items.find((i) => i[0] === name)!);
    }
  }
  return entries;
}

export function buildCatalog(images: ImagePlan, now: Date): { part: CatalogPart; index: CatalogIndex } {
  const part: CatalogPart = { products: [], stocks: [], productExtras: [], stockAddons: [], discounts: [], bonuses: [] };
  const stocksOf = new Map<string, PlannedStock[]>();
  const recipeNames = new Set(RECIPES.flatMap((x) => x.stocks.map(([name]) => `${x.shop}:${slug(name)}`)));

  const addStock = (stock: PlannedStock) => {
    part.stocks.push(stock);
    stocksOf.set(stock.product, [...(stocksOf.get(stock.product) ?? []), stock]);
  };

  for (const def of SHOP_DEFS) {
    const restaurant = def.type === 'restaurant';
    const addonSections = def.addonTo ?? def.menu.map((m) => (typeof m === 'string' ? m : m[0])).filter((k) => SECTIONS[k].addons);
    const takesAddons: string[] = [];

    for (const { section: sectionKey, item } of menuEntries(def)) {
      const section = SECTIONS[sectionKey];
      const p = parseItem(item);
      const key = `${def.key}:${slug(p.t[0])}`;
      const r = createRng(`product:${key}`);
      const kind = p.kind ?? (section.force ? section.kind : foodKindFor(p.t[0], [section.kind]));
      const kcal = restaurant && r.chance(0.6) ? (kind === 'drink' ? r.int(5, 350) : kind === 'cake' || kind === 'icecream' ? r.int(250, 600) : r.int(300, 950)) : null;
      const created = daysFrom(now, -r.int(1, 150));
      const brands = section.brands ?? [];
      part.products.push({
        key,
        shop: def.key,
        category: section.cat,
        brand: brands.length ? brands[hashString(p.t[0]) % brands.length] : undefined,
        unit: section.unit ?? 'pcs',
        name: p.t[0],
        row: {
          uuid: seedUuid(`product:${key}`),
          img: seedImages.product(images, p.t[0], kind),
          tax: section.tax ?? 0,
          active: true,
          status: 'published',
          minQty: 1,
          maxQty: r.pick([10, 20, 30, 50]),
          interval: 1,
          addon: false,
          vegetarian: p.vegetarian,
          kcal,
          carbs: kcal === null ? null : r.int(5, 110),
          protein: kcal === null ? null : r.int(2, 45),
          fats: kcal === null ? null : r.int(1, 55),
          soldCount: r.int(0, 480),
          createdAt: created,
          updatedAt: created,
        },
        tr: trRows({ title: p.t, description: section.desc }),
      });
      const base = priceIn(key, section.price);
      const variants = p.variants ?? section.variants;
      const sku = `${def.key.slice(0, 3).toUpperCase()}-${(hashString(key) % 1_000_000).toString(36).toUpperCase()}`;
      if (variants) {
        VARIANT_SETS[variants].forEach((combo, i) =>
          addStock({
            key: `${key}#${i}`,
            product: key,
            row: { price: i === 0 ? base : retailPrice(base * combo.mult), quantity: r.int(20, 200), addon: false, sku: `${sku}-${i + 1}` },
            values: combo.values.map(([g, v]) => `${g}:${v}`),
          }),
        );
        for (const g of new Set(VARIANT_SETS[variants].flatMap((c) => c.values.map(([group]) => group)))) part.productExtras.push({ product: key, group: g });
      } else {
        addStock({ key: `${key}#0`, product: key, row: { price: base, quantity: r.int(20, 200), addon: false, sku: `${sku}-1` }, values: [] });
      }
      if (addonSections.includes(sectionKey)) takesAddons.push(key);
    }

    if (def.addons && restaurant) {
      const set = ADDON_SETS[def.addons];
      const category = SECTIONS[addonSections[0] ?? (typeof def.menu[0] === 'string' ? def.menu[0] : def.menu[0][0])].cat;
      const addonKeys = set.items.map((item) => {
        const p = parseItem(item);
        const key = `${def.key}:addon:${slug(p.t[0])}`;
        const r = createRng(`product:${key}`);
        part.products.push({
          key,
          shop: def.key,
          category,
          unit: 'pcs',
          name: p.t[0],
          row: {
            uuid: seedUuid(`product:${key}`),
            img: seedImages.product(images, p.t[0], p.kind ?? foodKindFor(p.t[0], ['grocery'])),
            tax: 0, active: true, status: 'published', minQty: 1, maxQty: 10, interval: 1, addon: true, vegetarian: p.vegetarian,
          },
          tr: trRows({ title: p.t }),
        });
        addStock({ key: `${key}#0`, product: key, row: { price: priceIn(key, set.price), quantity: r.int(100, 300), addon: true }, values: [] });
        return key;
      });
      for (const product of takesAddons) for (const stock of stocksOf.get(product) ?? []) for (const addon of addonKeys) part.stockAddons.push({ stock: stock.key, addon });
    }
  }

  // A few products out of stock and a few unpublished, so the filters have something to hide.
  const candidates = shuffled('product-status', part.products.filter((p) => !p.row.addon && !PROTECTED.has(p.key) && !recipeNames.has(p.key) && p.shop !== 'capitol-burger-works'), (p) => p.key);
  candidates.slice(0, 8).forEach((p) => (stocksOf.get(p.key) ?? []).forEach((s) => (s.row.quantity = 0)));
  candidates.slice(8, 14).forEach((p, i) => (p.row.status = i < 4 ? 'unpublished' : 'pending'));

  const productByKey = new Map(part.products.map((p) => [p.key, p]));
  const sellable = new Map<string, PlannedProduct[]>();
  for (const p of part.products) {
    if (p.row.addon || p.row.status !== 'published' || (stocksOf.get(p.key) ?? []).every((s) => !s.row.quantity)) continue;
    sellable.set(p.shop, [...(sellable.get(p.shop) ?? []), p]);
  }
  const index: CatalogIndex = { sellable, stocksOf, discountOf: new Map(), productByKey };
  buildPromotions(part, index, now);
  return { part, index };
}

const firstPrice = (index: CatalogIndex, product: string) => index.stocksOf.get(product)![0].row.price ?? 0;

/** Product discounts (~10% of products, active now) and bonuses (buy 2 get 1, and one shop-wide gift). */
function buildPromotions(part: CatalogPart, index: CatalogIndex, now: Date): void {
  SHOP_DEFS.forEach((def, si) => {
    if (si % 3 === 2 && !def.demoSeller) return;
    const products = shuffled(`discount:${def.key}`, index.sellable.get(def.key) ?? [], (p) => p.key)
      .filter((p) => !PROTECTED.has(p.key))
      .slice(0, 5);
    const r = createRng(`discount:${def.key}`);
    const percent = si % 2 === 0;
    const cheapest = Math.min(...products.map((p) => Math.min(...index.stocksOf.get(p.key)!.map((s) => s.row.price ?? 0))));
    const fix = Math.max(50, Math.min(r.pick([100, 150, 200, 250, 300]), Math.floor((cheapest * 0.3) / 10) * 10));
    const value = percent ? r.pick([10, 15, 20, 25]) : fix;
    part.discounts.push({
      key: `discount:${def.key}`,
      shop: def.key,
      products: products.map((p) => p.key),
      row: {
        type: percent ? 'percent' : 'fix',
        price: percent ? null : value,
        percent: percent ? value : null,
        start: isoDate(daysFrom(now, -7)),
        end: isoDate(daysFrom(now, 30)),
        active: true,
      },
    });
    for (const p of products) index.discountOf.set(p.key, { type: percent ? 'percent' : 'fix', value });
  });

  const cheapestOf = (shop: string, filter: (p: PlannedProduct) => boolean) =>
    [...(index.sellable.get(shop) ?? [])].filter(filter).sort((a, b) => firstPrice(index, a.key) - firstPrice(index, b.key) || a.key.localeCompare(b.key))[0];
  for (const shop of ['capitol-burger-works', 'fourteenth-street-corner', 'georgetown-sweet-spot', 'fresh-fields-market']) {
    const product = cheapestOf(shop, (p) => !index.discountOf.has(p.key) && index.stocksOf.get(p.key)!.length === 1);
    if (!product) continue;
    const stock = index.stocksOf.get(product.key)![0].key;
    part.bonuses.push({ stock, bonusStock: stock, row: { type: 'count', value: 2, bonusQuantity: 1, expiredAt: daysFrom(now, 30), status: true } });
  }
  const gift = cheapestOf('rock-creek-pizza', (p) => p.category === 'pizza-sides');
  if (gift) {
    part.bonuses.push({ shop: 'rock-creek-pizza', bonusStock: index.stocksOf.get(gift.key)![0].key, row: { type: 'sum', value: 4000, bonusQuantity: 1, expiredAt: daysFrom(now, 60), status: true } });
  }
}
