import { describe, expect, it } from 'vitest';
import { email, id, isoDate, otpCode, phone, text } from './fields';

describe('field rules', () => {
  it('normalises phones to E.164 and refuses the rest', () => {
    expect(phone().parse('+1 (202) 555-0100')).toBe('+12025550100');
    expect(phone().parse('0012025550100')).toBe('+12025550100');
    expect(phone().parse(12025550100)).toBe('+12025550100');
    for (const bad of ['12ab', '+1 555', '+0123456789', '1234567890123456', '']) expect(phone().safeParse(bad).success, bad).toBe(false);
  });

  it('lowercases emails after NFKC and bounds them', () => {
    expect(email().parse(' Demo@Groops.TEST ')).toBe('demo@groops.test');
    expect(email().safeParse('a'.repeat(200) + '@b.co').success).toBe(false);
  });

  it('accepts only real dates, positive ids and 6-digit codes', () => {
    expect(isoDate().safeParse('2024-02-29').success).toBe(true);
    expect(isoDate().safeParse('2026-02-30').success).toBe(false);
    expect(id().parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', 2 ** 31]) expect(id().safeParse(bad).success, String(bad)).toBe(false);
    expect(otpCode().parse(123456)).toBe('123456');
    expect(otpCode().safeParse('12345').success).toBe(false);
  });

  it('trims and normalises text, refusing control and bidi-override characters', () => {
    expect(text().parse('  e\u0301  ')).toBe('é');
    for (const bad of ['', '   ', 'a\u0007b', 'evil\u202Etxt']) expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
