import { describe, expect, it } from 'vitest';
import { publicOrigin } from './origin';

const req = (headers: Record<string, string>, encrypted = false) => ({ headers, socket: { encrypted } });

describe('publicOrigin', () => {
  it('uses the configured public URL whatever the request', () => {
    expect(publicOrigin(req({ host: 'evil.example' }), 'https://groops.example/')).toBe('https://groops.example');
  });

  it('without one, uses the host and scheme the page was asked on, never localhost:3000', () => {
    expect(publicOrigin(req({ host: 'shop.example:8080' }), '')).toBe('http://shop.example:8080');
    expect(publicOrigin(req({ host: 'Shop.Example' }, true), undefined)).toBe('https://shop.example');
    expect(publicOrigin(req({ host: 'shop.example', 'x-forwarded-proto': 'https, http' }), '')).toBe('https://shop.example');
    expect(publicOrigin(req({ host: '[::1]:3000' }), '')).toBe('http://[::1]:3000');
  });

  it('keeps a malformed Host out of the page', () => {
    for (const host of ['evil.example/"><script>', 'a b', 'x.example@evil', '']) expect(publicOrigin(req({ host }), '')).toBe('http://localhost');
    expect(publicOrigin(req({ host: 'ok.example', 'x-forwarded-proto': 'javascript' }), '')).toBe('http://ok.example');
  });
});
