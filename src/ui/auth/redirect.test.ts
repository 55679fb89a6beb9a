import { describe, expect, it } from 'vitest';
import { safeNext, withNext } from './redirect';

describe('safeNext', () => {
  it.each(['/', '/profile', '/orders/12?tab=active#top', '/shop/abc%2Fdef', '/search?q=//x'])('keeps same-site path %s', (path) => {
    expect(safeNext(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '/ok\\..\\..\\evil',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
  ])('refuses %j', (path) => {
    expect(safeNext(path)).toBe('/');
  });

  it('reads the first value of a repeated parameter and refuses non-strings', () => {
    expect(safeNext(['/cart', '//evil.example'])).toBe('/cart');
    expect(safeNext(undefined)).toBe('/');
    expect(safeNext(42)).toBe('/');
    expect(safeNext({ next: '/x' })).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNext('//evil.example', '/profile')).toBe('/profile');
    expect(safeNext(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});

describe('withNext', () => {
  it('carries a safe destination along', () => {
    expect(withNext('/register', '/orders/1')).toBe('/register?next=%2Forders%2F1');
    expect(withNext('/update-details?x=1', '/cart')).toBe('/update-details?x=1&next=%2Fcart');
  });

  it('drops unsafe or trivial destinations', () => {
    expect(withNext('/register', '//evil.example')).toBe('/register');
    expect(withNext('/register', '/')).toBe('/register');
    expect(withNext('/register', undefined)).toBe('/register');
  });
});
