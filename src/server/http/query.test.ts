import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { parseQuery } from './query';

const parse = (qs: string) => parseQuery(new URLSearchParams(qs));

describe('parseQuery', () => {
  it('reads the bracket notation Foodyman clients send', () => {
    expect(parse('address[latitude]=38.9&address[longitude]=-77')).toEqual({ address: { latitude: '38.9', longitude: '-77' } });
    expect(parse('statuses[0]=new&statuses[1]=ready')).toEqual({ statuses: ['new', 'ready'] });
    expect(parse('rating[]=4&rating[]=5')).toEqual({ rating: ['4', '5'] });
    expect(parse('ids[3]=x')).toEqual({ ids: ['x'] });
    expect(parse('a=1&a=2')).toEqual({ a: ['1', '2'] });
  });

  it('never touches Object.prototype', () => {
    for (const qs of ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'a[__proto__][polluted]=1', 'prototype=1']) {
      expect(() => parse(qs)).toThrow(ApiError);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses deep nesting, huge indices, conflicting shapes and too many parameters', () => {
    expect(() => parse('a[b][c][d][e]=1')).toThrow(ApiError);
    expect(() => parse('a[1000]=1')).toThrow(ApiError);
    expect(() => parse('a=1&a[b]=2')).toThrow(ApiError);
    expect(() => parse(Array.from({ length: 201 }, (_, i) => `k${i}=1`).join('&'))).toThrow(ApiError);
    expect(() => parse('a=%00')).toThrow(ApiError);
  });
});
