import { describe, expect, it } from 'vitest';
import { extractCode, sanitizeCode } from './code';

describe('extractCode', () => {
  it('finds the 6-digit code in an SMS or mail text', () => {
    expect(extractCode('Groops code: 042917')).toBe('042917');
    expect(extractCode('Your Groops code is 123456')).toBe('123456');
    expect(extractCode('123456')).toBe('123456');
  });

  it('ignores longer or shorter digit runs', () => {
    expect(extractCode('Call +12025550100')).toBeNull();
    expect(extractCode('code 12345')).toBeNull();
    expect(extractCode('')).toBeNull();
    expect(extractCode(null)).toBeNull();
  });
});

describe('sanitizeCode', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeCode('12a3')).toBe('123');
    expect(sanitizeCode('1234567')).toBe('123456');
    expect(sanitizeCode('12 34 56')).toBe('123456');
    expect(sanitizeCode('')).toBe('');
  });

  it('takes the code out of a pasted message', () => {
    expect(sanitizeCode('Groops code: 987654')).toBe('987654');
    expect(sanitizeCode('Your Groops code is 000111')).toBe('000111');
  });
});
