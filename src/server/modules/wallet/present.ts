import { formatTimestamp } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import type { walletHistories } from '../../db/schema';

type HistoryRow = typeof walletHistories.$inferSelect;
type Currency = { id: number; symbol: string; rate: number } | null;

/** "Sam D.": enough for a person to recognise whom they pay or who paid them, without the full surname. */
export function shortName(user: { firstname: string | null; lastname: string | null } | null): string | undefined {
  if (!user) return undefined;
  const initial = user.lastname?.trim().charAt(0);
  const name = [user.firstname?.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name || undefined;
}

/** "s***@groops.test" / "+1******0000": confirms the contact the sender typed without echoing it in full. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.charAt(0)}***${contact.slice(at)}`;
  return `${contact.slice(0, 2)}${'*'.repeat(Math.max(0, contact.length - 6))}${contact.slice(-4)}`;
}

/** The contract's WalletHistory; `price` in the asked currency, `author` as a short name only. */
export function presentHistory(row: HistoryRow, author: { firstname: string | null; lastname: string | null } | null, currency: Currency) {
  return {
    id: row.id,
    uuid: row.uuid,
    wallet_uuid: row.walletUuid,
    transaction_id: row.transactionId ?? undefined,
    type: row.type,
    price: toDisplay(row.price, currency?.rate ?? 1),
    note: row.note ?? undefined,
    status: row.status,
    created_at: formatTimestamp(row.createdAt),
    author: author ? { firstname: shortName(author) } : undefined,
  };
}
