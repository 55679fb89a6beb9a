import type { TFunction } from '../i18n/translator';
import type { FeedNotification } from './queries';

/**
 * The text of a notification in the reader's language: known events (order status, refund answer, wallet
 * refund, reservation answer) are worded from their data; anything else (news, messages of other modules) shows its stored title.
 */
export function notificationText(n: FeedNotification, t: TFunction): string {
  const id = n.data?.id;
  const status = typeof n.data?.status === 'string' ? n.data.status : '';
  if (n.type === 'status_changed' && n.data?.type === 'order' && id) return t('notification.order.status', { id, status: t(`order.status.${status}`, status) });
  if (n.type === 'status_changed' && n.data?.type === 'parcel' && id) return t('notification.parcel.status', { id, status: t(`order.status.${status}`, status) });
  if (n.type === 'status_changed' && n.data?.type === 'refund' && id) return t(`notification.refund.${status === 'accepted' ? 'accepted' : 'declined'}`, { id });
  if (n.type === 'transaction' && n.data?.type === 'wallet_topup' && id) return t('notification.wallet.refund', { id });
  if (n.type === 'booking_status' && id) return t(`notification.booking.${status === 'accepted' ? 'accepted' : 'declined'}`, { id });
  return n.title ?? t(`notification.type.${n.type}`, n.type);
}

/** Where a notification leads: its order or parcel, the customer's reservations, the news post, or nowhere. */
export function notificationHref(n: FeedNotification): string | null {
  if (n.type === 'status_changed' && n.data?.type === 'parcel' && typeof n.data?.id === 'number') return `/parcels/${n.data.id}`;
  if ((n.type === 'status_changed' || n.type === 'transaction') && typeof n.data?.id === 'number') return `/orders/${n.data.id}`;
  if (n.type === 'booking_status') return '/reservations';
  if (n.type === 'news_publish' && typeof n.data?.uuid === 'string') return `/blog/${n.data.uuid}`;
  return null;
}
