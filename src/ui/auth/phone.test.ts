import { describe, expect, it } from 'vitest';
import { ltrIsolate, normalizePhone, parseLogin } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+12025550100', '+12025550100'],
    ['+1 (202) 555-0100', '+12025550100'],
    ['12025550100', '+12025550100'],
    ['0012025550100', '+12025550100'],
    ['  +44 20 7946 0958 ', '+442079460958'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '12345', '+1 202 555 CALL', 'abc', '+0123456789', '+1234567890123456', 'demo@groops.test'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('parseLogin', () => {
  it('reads emails (lowercased) and phone numbers (E.164)', () => {
    expect(parseLogin(' Demo@Groops.test ')).toEqual({ email: 'demo@groops.test' });
    expect(parseLogin('+1 202 555 0100')).toEqual({ phone: '+12025550100' });
  });

  it('refuses empty input and bad numbers', () => {
    expect(parseLogin('   ')).toBeNull();
    expect(parseLogin('alex')).toBeNull();
  });

  it('isolates left-to-right text', () => {
    expect(ltrIsolate('+12025550100')).toBe('\u2066+12025550100\u2069');
  });
});
