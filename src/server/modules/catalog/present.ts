import { formatTimestamp, omitFalsy } from '@/contract/format';
import type { brands, categories } from '../../db/schema';
import { displayAmounts, presentDiscount, stockAmounts, type DiscountRow } from './pricing';
import type { ProductRow, StockRow } from './queries';
import type { CategoryText, ProductText, ShopText } from './texts';

/** Response shapes of the catalogue (contract §4): Product, Stock, Category, Brand. */

type CategoryRow = typeof categories.$inferSelect;
type BrandRow = typeof brands.$inferSelect;

export const presentTranslation = (t: { id: number; locale: string; title: string; description?: string | null } | undefined) =>
  t ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description }) : undefined;

export function presentStock(stock: StockRow, product: ProductRow, list: DiscountRow[] | undefined, rate: number) {
  return {
    id: stock.id,
    countable_id: stock.productId,
    ...displayAmounts(stockAmounts(stock.price, product.tax, list), rate),
    quantity: stock.quantity,
    addon: stock.addon,
  };
}

export interface ProductParts {
  text?: ProductText;
  discounts?: DiscountRow[];
  rate: number;
}

export function presentProduct(p: ProductRow, { text, discounts = [], rate }: ProductParts) {
  return {
    id: p.id,
    uuid: p.uuid,
    shop_id: p.shopId,
    category_id: p.categoryId,
    brand_id: p.brandId ?? undefined,
    unit_id: p.unitId ?? undefined,
    img: p.img ?? undefined,
    tax: p.tax,
    status: p.status,
    active: p.active,
    addon: p.addon,
    vegetarian: p.vegetarian,
    kcal: p.kcal ?? undefined,
    carbs: p.carbs ?? undefined,
    protein: p.protein ?? undefined,
    fats: p.fats ?? undefined,
    min_qty: p.minQty,
    max_qty: p.maxQty,
    interval: p.interval,
    created_at: formatTimestamp(p.createdAt),
    updated_at: formatTimestamp(p.updatedAt),
    translation: presentTranslation(text),
    discounts: discounts.map((d) => presentDiscount(d, rate)),
  };
}

/** A product with its single `stock` (menus, search, add-ons). */
export function presentListedProduct(p: ProductRow, stock: StockRow | undefined, parts: ProductParts) {
  return { ...presentProduct(p, parts), stock: stock ? presentStock(stock, p, parts.discounts, parts.rate) : undefined };
}

export function presentCategory(c: CategoryRow, text: CategoryText | undefined) {
  return {
    id: c.id,
    uuid: c.uuid,
    keywords: c.keywords ?? undefined,
    parent_id: c.parentId ?? 0,
    type: c.type,
    img: c.img ?? undefined,
    active: c.active,
    status: c.status,
    input: c.input,
    created_at: formatTimestamp(c.createdAt),
    updated_at: formatTimestamp(c.updatedAt),
    translation: presentTranslation(text),
  };
}

export function presentBrand(b: BrandRow, productsCount: number) {
  return { id: b.id, uuid: b.uuid, title: b.title, img: b.img ?? undefined, active: b.active, products_count: productsCount };
}

/** The `shop` embedded in a product or a banner. */
export function presentShopBrief(
  s: { id: number; uuid: string; type: string; logoImg: string | null; backgroundImg: string | null; open: boolean; ratingAvg: number; reviewsCount: number },
  text: ShopText | undefined,
) {
  return {
    id: s.id,
    uuid: s.uuid,
    type: s.type,
    logo_img: s.logoImg ?? undefined,
    background_img: s.backgroundImg ?? undefined,
    open: s.open,
    rating_avg: s.ratingAvg,
    reviews_count: s.reviewsCount,
    translation: text ? omitFalsy({ id: text.id, locale: text.locale, title: text.title, description: text.description, address: text.address }) : undefined,
  };
}
