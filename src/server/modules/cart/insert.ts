import type { InsertProductBody } from '@/contract/schemas/cart';
import type { Db } from '../../db/client';
import { ApiError, invalid } from '../../http/api-error';
import { today } from '../catalog/menu';
import * as q from './queries';
import { lineAmounts } from './totals-math';
import { readAll } from '../../db/read-all';

/**
 * `insert-product` lines into one participant's part of a cart. SET semantics: each (stock, parent) line
 * gets the quantity sent (0 deletes it), so replaying the same body (guest-cart merge, double click) leaves
 * the same cart. Quantities are clamped to min_qty..max_qty and to the stock left; a stock that cannot
 * satisfy min_qty is 409 OUT_OF_STOCK. Add-ons: `parent_id` is the main line's STOCK id; the add-on product
 * must be one the parent stock offers (else 400); an add-on whose main line is not in the cart is ignored,
 * and so is an add-on product sent without a parent. Line amounts are computed here, never taken from input.
 */

type Item = InsertProductBody['products'][number] & { index: number };

const fieldOf = (i: number, f: string) => `products.${i}.${f}`;

/** Last occurrence wins for a repeated (stock, parent) pair. */
function dedupe(products: InsertProductBody['products']): Item[] {
  const byKey = new Map<string, Item>();
  products.forEach((p, index) => byKey.set(`${p.stock_id}:${p.parent_id ?? ''}`, { ...p, index }));
  return [...byKey.values()];
}

export async function upsertParticipantLines(db: Db, userCartId: number, shopId: number, products: InsertProductBody['products'], now: Date) {
  const items = dedupe(products);
  const stockIds = [...new Set(items.flatMap((p) => [p.stock_id, ...(p.parent_id ? [p.parent_id] : [])]))];
  // The participant's lines come with the stocks (ADR 0031).
  const [{ found, lines: existing }, allowed] = await readAll(db, [
    () => q.stocksWithProducts(db, stockIds, today(now), userCartId),
    () => q.allowedAddons(db, [...new Set(items.flatMap((p) => (p.parent_id ? [p.parent_id] : [])))]),
  ]);

  const errors: Record<string, string[]> = {};
  for (const p of items) {
    const row = found.get(p.stock_id);
    if (!row) errors[fieldOf(p.index, 'stock_id')] = ['Unknown stock'];
    else if (row.product.shopId !== shopId) errors[fieldOf(p.index, 'stock_id')] = ['This stock belongs to another shop'];
    else if (p.quantity > 0 && (row.product.status !== 'published' || !row.product.active)) errors[fieldOf(p.index, 'stock_id')] = ['This product is not available'];
    else if (p.parent_id && !allowed.has(`${p.parent_id}:${row.product.id}`)) errors[fieldOf(p.index, 'parent_id')] = ['Not an add-on of this product'];
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const quantityOf = (p: Item) => {
    if (p.quantity === 0) return 0;
    const { stock, product } = found.get(p.stock_id)!;
    const max = Math.min(product.maxQty, stock.quantity);
    if (max < product.minQty) throw new ApiError('OUT_OF_STOCK', { params: { [fieldOf(p.index, 'quantity')]: ['Out of stock'] } });
    return Math.min(Math.max(p.quantity, product.minQty), max);
  };
  const mains = items.filter((p) => !p.parent_id && !found.get(p.stock_id)!.product.addon);
  const addons = items.filter((p) => p.parent_id);
  const mainQty = new Map(mains.map((p) => [p.stock_id, quantityOf(p)]));
  const addonQty = new Map(addons.map((p) => [p, quantityOf(p)]));

  // The running discounts came with the stocks (ADR 0026); none → undefined, as activeDiscounts' map.
  const lineValues = (stockId: number, quantity: number, parentId: number | null): q.LineInsert => {
    const { stock, product, discounts } = found.get(stockId)!;
    const a = lineAmounts(stock.price, product.tax, discounts.length ? discounts : undefined, quantity, false);
    return { userCartId, stockId, parentId, quantity, bonus: false, price: a.originPrice + a.tax, discount: a.discount };
  };

  const mainLineOf = (stockId: number) => existing.find((l) => l.stockId === stockId && l.parentId === null);
  const removed = mains.filter((p) => mainQty.get(p.stock_id) === 0).flatMap((p) => mainLineOf(p.stock_id)?.id ?? []);
  const saved = await q.upsertLines(db, mains.filter((p) => mainQty.get(p.stock_id)! > 0).map((p) => lineValues(p.stock_id, mainQty.get(p.stock_id)!, null)));

  // The parent line of an add-on: set in this request, or already in the cart and not removed now.
  const parentLineId = (parentStockId: number) => {
    if (mainQty.get(parentStockId) === 0) return undefined;
    return saved.find((l) => l.stockId === parentStockId)?.id ?? mainLineOf(parentStockId)?.id;
  };
  const addonWrites: q.LineInsert[] = [];
  for (const p of addons) {
    const parentId = parentLineId(p.parent_id!);
    if (!parentId) continue;
    const quantity = addonQty.get(p)!;
    if (quantity > 0) addonWrites.push(lineValues(p.stock_id, quantity, parentId));
    else removed.push(...existing.filter((l) => l.stockId === p.stock_id && l.parentId === parentId).map((l) => l.id));
  }
  await q.deleteLineIds(db, removed);
  await q.upsertLines(db, addonWrites);
}
