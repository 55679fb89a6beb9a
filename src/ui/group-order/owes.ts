import { detailLineViews, subtotalOf, countOf, type LineView } from '../cart/lines';
import type { Cart, GroupParticipant } from '../types/cart';

/**
 * Who owes what, for display (pure). The server computes the shares (GROUP-API item 7); this orders them
 * (the host first), rounds them to cents and says whether the shared fees were split evenly, so the screen can
 * label them as such. The shop page's group panel shows each participant's lines and subtotal from the cart.
 */

export interface OwesRow {
  key: string;
  name: string;
  isOwner: boolean;
  subtotal: number;
  feeShare: number;
  total: number;
}

export interface OwesTable {
  rows: OwesRow[];
  /** Σ fee shares: delivery, service fee, tax on fees and tips together. */
  fees: number;
  /** Σ totals: what the order costs. */
  total: number;
  /** How many people share the fees. */
  people: number;
}

const cents = (amount: number | undefined) => Math.round((Number(amount) || 0) * 100);
const fromCents = (n: number) => n / 100;

export function owesTable(participants: readonly GroupParticipant[] | undefined): OwesTable | null {
  if (!participants?.length) return null;
  const ordered = [...participants.filter((p) => p.is_owner), ...participants.filter((p) => !p.is_owner)];
  const rows = ordered.map((p, i) => ({
    key: `${i}:${p.name}`,
    name: p.name,
    isOwner: p.is_owner,
    subtotal: fromCents(cents(p.subtotal)),
    feeShare: fromCents(cents(p.fee_share)),
    total: fromCents(cents(p.total)),
  }));
  return {
    rows,
    fees: fromCents(rows.reduce((sum, r) => sum + cents(r.feeShare), 0)),
    total: fromCents(rows.reduce((sum, r) => sum + cents(r.total), 0)),
    people: rows.length,
  };
}

/** One participant of a group cart as the shop page's panel shows it. */
export interface MemberView {
  id: number;
  name: string;
  /** The participant's secret: present for the owner's view of everyone, and for a member's own part. */
  uuid?: string;
  isOwner: boolean;
  /** true = still choosing, false = done (contract §3.5). */
  choosing: boolean;
  lines: LineView[];
  count: number;
  subtotal: number;
}

/** The cart's participants, the host first, each with its lines and subtotal (after discounts). */
export function membersOf(cart: Cart | null | undefined): MemberView[] {
  if (!cart) return [];
  const views = (cart.user_carts ?? []).map((part) => {
    const lines = detailLineViews(part.cartDetails ?? []);
    return {
      id: part.id,
      name: part.name ?? '',
      uuid: part.uuid,
      isOwner: part.user_id !== null && part.user_id === cart.owner_id,
      choosing: part.status !== false,
      lines,
      count: countOf(lines),
      subtotal: subtotalOf(lines),
    };
  });
  return [...views.filter((m) => m.isOwner), ...views.filter((m) => !m.isOwner)];
}

/** Σ every participant's subtotal, in cents. */
export function groupSubtotal(members: readonly MemberView[]): number {
  return fromCents(members.reduce((sum, m) => sum + cents(m.subtotal), 0));
}
