import { describe, expect, it } from 'vitest';
import { brandParam } from './brand-param';

describe('brand query parameter', () => {
  it('accepts a positive id only', () => {
    expect(brandParam('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-3', '1.5', 'abc', '12abc', '9999999999']) expect(brandParam(raw)).toBeNull();
  });
});
