import type { TFunction } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import { notificationHref, notificationText } from './message';
import type { FeedNotification } from './queries';

const t = ((key: string, opts?: Record<string, unknown>) => `${key}${opts?.id ? `#${opts.id}` : ''}`) as unknown as TFunction;
const note = (data: FeedNotification['data']): FeedNotification => ({ id: 1, type: 'booking_status', title: 'Reservation #7 is confirmed', body: null, data, read_at: null });

describe('reservation answers in the feed', () => {
  it('are worded in the reader\'s language and lead to /reservations', () => {
    expect(notificationText(note({ id: 7, type: 'booking', status: 'accepted' }), t)).toBe('notification.booking.accepted#7');
    expect(notificationText(note({ id: 7, type: 'booking', status: 'canceled' }), t)).toBe('notification.booking.declined#7');
    expect(notificationHref(note({ id: 7, type: 'booking', status: 'accepted' }))).toBe('/reservations');
  });
});
