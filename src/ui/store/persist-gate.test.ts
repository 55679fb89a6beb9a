import { describe, expect, it } from 'vitest';
import { shouldSkipPersistGate } from './persist-gate';

describe('shouldSkipPersistGate (spec §2)', () => {
  it.each([
    '/register',
    '/login',
    '/reset-password',
    '/verify-phone',
    '/update-password',
    '/update-details',
    '/welcome',
    '/fr/login',
  ])('skips the gate on %s', (pathname) => {
    expect(shouldSkipPersistGate(pathname)).toBe(true);
  });

  it.each(['/', '/shop/12', '/restaurant/3/checkout', '/orders', '/profile', '/liked'])(
    'keeps the gate on %s',
    (pathname) => {
      expect(shouldSkipPersistGate(pathname)).toBe(false);
    },
  );
});
