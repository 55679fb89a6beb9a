import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { resolveClient } from './client-address';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

const xff = (value: string, proto?: string) => ({ 'x-forwarded-for': value, ...(proto ? { 'x-forwarded-proto': proto } : {}) });

describe('resolveClient', () => {
  it('uses the socket address when no proxy is trusted, whatever the headers say', () => {
    expect(resolveClient('203.0.113.5', false, xff('1.1.1.1', 'https'), [])).toEqual({ ip: '203.0.113.5', secure: false });
    expect(resolveClient('::ffff:203.0.113.5', true, {}, [])).toEqual({ ip: '203.0.113.5', secure: true });
  });

  it('ignores the headers from a peer outside the trusted list', () => {
    expect(resolveClient('203.0.113.5', false, xff('1.1.1.1', 'https'), ['10.0.0.0/8'])).toEqual({ ip: '203.0.113.5', secure: false });
  });

  it('walks X-Forwarded-For right to left past trusted hops', () => {
    const trusted = ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'];
    expect(resolveClient('::ffff:127.0.0.1', false, xff('198.51.100.1'), trusted).ip).toBe('198.51.100.1');
    expect(resolveClient('127.0.0.1', false, xff('6.6.6.6, 198.51.100.1, 10.0.0.2'), trusted).ip).toBe('198.51.100.1');
    expect(resolveClient('127.0.0.1', false, { 'x-forwarded-for': ['6.6.6.6', '2001:db8::1, fd00::2'] }, trusted).ip).toBe('2001:db8::1');
    expect(resolveClient('127.0.0.1', false, xff('10.0.0.3, 10.0.0.2'), trusted).ip).toBe('10.0.0.3');
    expect(resolveClient('127.0.0.1', false, xff('not-an-ip, 10.0.0.2'), trusted).ip).toBe('10.0.0.2');
    expect(resolveClient('127.0.0.1', false, {}, trusted).ip).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-Proto from a trusted peer only', () => {
    expect(resolveClient('127.0.0.1', false, xff('198.51.100.1', 'https'), ['127.0.0.1']).secure).toBe(true);
    expect(resolveClient('127.0.0.1', false, xff('198.51.100.1', 'http'), ['127.0.0.1']).secure).toBe(false);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is empty by default and refuses entries that are not addresses or ranges', () => {
    expect(readConfig(env({})).trustedProxies).toEqual([]);
    expect(readConfig(env({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' })).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '1.2.3']) expect(() => readConfig(env({ TRUSTED_PROXIES: bad }))).toThrow(/TRUSTED_PROXIES/);
  });
});
