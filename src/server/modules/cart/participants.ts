import { toDisplay, type Minor } from '@/lib/money';
import type { ParticipantShare } from '../../db/schema';
import type { CartTotals } from './totals';

/**
 * Who owes what in a (group) cart, in minor units, so the parts add up exactly to the total:
 *   subtotal   = Σ the participant's lines after their discount (price + tax − discount; bonus lines are free)
 *   even fees  = delivery + service + waiter fee + tips, split evenly among the participants who ordered
 *                something and the owner (who always pays a part)
 *   the rest   = total − Σ subtotals − even fees (shop tax, recipe and coupon discounts), shared in proportion
 *                to the subtotals, so a discount never makes anyone owe less than nothing
 *   fee_share  = even part + proportional part; total = subtotal + fee_share
 * Whole minor units only: what does not divide evenly (the remainder cents) goes to the owner.
 */

export interface ParticipantRow {
  id: number;
  userId: number | null;
  name: string | null;
}

/** `ownerName` is used when the owner's own participant row has no name. */
export function splitShares(totals: Pick<CartTotals, 'lines' | 'total' | 'deliveryFee' | 'serviceFee' | 'waiterFee' | 'tips'>, rows: ParticipantRow[], ownerId: number, ownerName: string): ParticipantShare[] {
  const people = rows.some((r) => r.userId === ownerId) ? rows : [{ id: -1, userId: ownerId, name: null }, ...rows];
  const ownerIndex = people.findIndex((r) => r.userId === ownerId);
  const subtotals = people.map((p) => totals.lines.filter((l) => l.userCartId === p.id).reduce((s, l) => s + l.totalPrice, 0));
  const ordered = people.map((p, i) => i === ownerIndex || totals.lines.some((l) => l.userCartId === p.id && !l.bonus));
  const sumSubtotals = subtotals.reduce((a, b) => a + b, 0);

  const even = totals.deliveryFee + totals.serviceFee + totals.waiterFee + totals.tips;
  const payers = ordered.filter(Boolean).length;
  const rest = totals.total - sumSubtotals - even;
  const shares: Minor[] = people.map((_, i) => {
    const evenPart = ordered[i] ? Math.floor(even / payers) : 0;
    const restPart = sumSubtotals > 0 ? Math.trunc((rest * subtotals[i]) / sumSubtotals) : 0;
    return evenPart + restPart;
  });
  shares[ownerIndex] += totals.total - sumSubtotals - shares.reduce((a, b) => a + b, 0);

  return people.map((p, i) => ({
    name: p.name ?? (i === ownerIndex ? ownerName : ''),
    is_owner: i === ownerIndex,
    subtotal: subtotals[i],
    fee_share: shares[i],
    total: subtotals[i] + shares[i],
  }));
}

/** The contract's decimal shape in the display currency. */
export function presentParticipants(shares: ParticipantShare[] | null, rate: number) {
  return (shares ?? []).map((s) => ({
    name: s.name,
    is_owner: s.is_owner,
    subtotal: toDisplay(s.subtotal, rate),
    fee_share: toDisplay(s.fee_share, rate),
    total: toDisplay(s.total, rate),
  }));
}
