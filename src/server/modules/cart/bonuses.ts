import type { Db } from '../../db/client';
import type { BonusRule } from './cart-lines';
import * as q from './queries';
import type { CartTotals } from './totals';

/**
 * Free bonus lines (contract §7), kept as `bonus = true` rows with price 0:
 * - stock rule (type count): every `value` units of a line add bonus_quantity·⌊qty/value⌋ units of the bonus
 *   stock, as a child of that line (parent_id = the line), so it goes when the line goes;
 * - shop rule (type sum): once the cart total reaches `value`, one top-level bonus line in the owner's part.
 * Quantities are capped by the bonus stock left; rows are only written when they differ.
 */

interface WantedBonus {
  userCartId: number;
  stockId: number;
  parentId: number | null;
  quantity: number;
}

const keyOf = (b: { userCartId: number; stockId: number; parentId: number | null }) => `${b.userCartId}:${b.stockId}:${b.parentId ?? ''}`;

/**
 * Writes the bonus lines `totals` call for, by the running count `rules` of its regular lines' stocks (read with
 * the lines, cart-lines.ts); true when any line was written or removed.
 */
export async function syncBonusLines(db: Db, totals: CartTotals, rules: readonly BonusRule[], ownerUserCartId: number): Promise<boolean> {
  const regular = totals.lines.filter((l) => !l.bonus);
  const wanted: WantedBonus[] = [];
  for (const line of regular) {
    for (const { rule, left } of rules.filter((r) => r.rule.stockId === line.stockId)) {
      const quantity = Math.min(left, rule.bonusQuantity * Math.floor(line.quantity / rule.value));
      if (quantity > 0) wanted.push({ userCartId: line.userCartId, stockId: rule.bonusStockId, parentId: line.cartDetailId, quantity });
    }
  }
  if (totals.bonusShop) {
    const { bonusStockId, bonusQuantity } = totals.bonusShop;
    wanted.push({ userCartId: ownerUserCartId, stockId: bonusStockId, parentId: null, quantity: bonusQuantity });
  }

  const have = new Map(totals.lines.filter((l) => l.bonus).map((l) => [keyOf({ ...l, parentId: l.parentCartDetailId }), l]));
  const wantedKeys = new Set(wanted.map(keyOf));
  const stale = [...have.entries()].filter(([k]) => !wantedKeys.has(k)).map(([, l]) => l.cartDetailId);
  const changed = wanted.filter((w) => have.get(keyOf(w))?.quantity !== w.quantity);
  await q.deleteLineIds(db, stale);
  await q.upsertLines(db, changed.map((w) => ({ ...w, bonus: true, price: 0, discount: 0 })));
  return stale.length > 0 || changed.length > 0;
}
