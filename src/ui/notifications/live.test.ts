import { describe, expect, it } from 'vitest';
import { badgeStreamUrl, badgeText, parseStatistic, unreadTotal } from './live';

describe('notification badge', () => {
  it('adds up the unread counts of the bare statistic object', () => {
    expect(unreadTotal({ notification: 1, status_changed: 2, news_publish: 0, transaction: 3 })).toBe(6);
    expect(unreadTotal({ a: -1, b: 'x', c: NaN, d: 2 })).toBe(2);
    expect(unreadTotal(null)).toBe(0);
    expect(unreadTotal(undefined)).toBe(0);
  });

  it('caps the badge text at 99+', () => {
    expect(badgeText(5)).toBe('5');
    expect(badgeText(100)).toBe('99+');
  });

  it('reads statistic events and the stream URL', () => {
    expect(parseStatistic('{"status_changed":2}')).toEqual({ status_changed: 2 });
    expect(parseStatistic('[1]')).toBeNull();
    expect(parseStatistic('nope')).toBeNull();
    expect(badgeStreamUrl('ar')).toBe('/api/v1/dashboard/notifications/stream?lang=ar');
  });
});
