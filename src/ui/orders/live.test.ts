import { describe, expect, it } from 'vitest';
import { parseStatusEvent, retryDelay, streamUrl } from './live';

describe('order status stream', () => {
  it('reads the status from the shapes a stream may send', () => {
    expect(parseStatusEvent('{"status":"cooking"}')).toBe('cooking');
    expect(parseStatusEvent('{"id":7,"data":{"status":"ready"}}')).toBe('ready');
    expect(parseStatusEvent('{"order":{"id":7,"status":"on_a_way"}}')).toBe('on_a_way');
    expect(parseStatusEvent('"delivered"')).toBe('delivered');
    expect(parseStatusEvent('accepted')).toBe('accepted');
  });

  it('returns null for heartbeats and unknown shapes', () => {
    expect(parseStatusEvent('')).toBeNull();
    expect(parseStatusEvent('{"ping":1}')).toBeNull();
    expect(parseStatusEvent('not json at all!')).toBeNull();
    expect(parseStatusEvent(undefined)).toBeNull();
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s before reconnecting', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('builds the stream URL under the API base with the language', () => {
    expect(streamUrl(42, 'ar')).toBe('/api/v1/dashboard/user/orders/42/stream?lang=ar');
  });
});
