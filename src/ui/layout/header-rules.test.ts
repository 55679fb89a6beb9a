import { describe, expect, it } from 'vitest';
import { backTarget, footerVariant, shortName, usesBackBar } from './header-rules';

describe('header rules', () => {
  it('uses the back bar on checkout, profile, settings, help, order detail and be-seller paths', () => {
    for (const p of ['/restaurant/1/checkout', '/profile', '/settings/notification', '/help', '/orders/12', '/be-seller']) expect(usesBackBar(p), p).toBe(true);
    for (const p of ['/', '/orders', '/shop/3', '/login', '/blog']) expect(usesBackBar(p), p).toBe(false);
  });

  it('goes back to /orders on order paths, to the previous page on checkout, else to /', () => {
    expect(backTarget('/orders/12')).toEqual({ kind: 'path', path: '/orders' });
    expect(backTarget('/shop/3/checkout')).toEqual({ kind: 'history' });
    expect(backTarget('/profile')).toEqual({ kind: 'path', path: '/' });
  });

  it('shows "Firstname L."', () => {
    expect(shortName({ firstname: 'Alex', lastname: 'rivera' })).toBe('Alex R.');
    expect(shortName({ firstname: 'Alex' })).toBe('Alex');
    expect(shortName(null)).toBe('');
  });

  it('picks the footer by ui_type: 1; 2/3/4 shared; unknown → 1', () => {
    expect(footerVariant('1')).toBe('one');
    for (const v of ['2', '3', '4', 4]) expect(footerVariant(v)).toBe('shared');
    for (const v of ['9', '', undefined, 'x']) expect(footerVariant(v)).toBe('one');
  });
});
