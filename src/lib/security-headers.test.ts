import { describe, expect, it } from 'vitest';
import { pageCoop } from './security-headers';

describe('Cross-Origin-Opener-Policy of pages', () => {
  it('lets only the sign-in pages keep Firebase popups, and only when Firebase sign-in is configured', () => {
    for (const path of ['/login', '/register', '/ar/login', '/fr/register/']) expect(pageCoop(path, true)).toBe('same-origin-allow-popups');
    for (const path of ['/', '/profile', '/login/x', '/loginx', '/shop/login']) expect(pageCoop(path, true)).toBe('same-origin');
    expect(pageCoop('/login', false)).toBe('same-origin');
  });
});
