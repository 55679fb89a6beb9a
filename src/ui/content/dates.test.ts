import { describe, expect, it } from 'vitest';
import { formatDate, parseApiDate } from './dates';

describe('parseApiDate', () => {
  it('reads the API form "YYYY-MM-DD HH:mm:ssZ" as UTC', () => {
    expect(parseApiDate('2026-11-19 10:30:00Z')?.toISOString()).toBe('2026-11-19T10:30:00.000Z');
  });

  it('treats a timestamp without zone as UTC and accepts ISO strings', () => {
    expect(parseApiDate('2026-11-19 10:30:00')?.toISOString()).toBe('2026-11-19T10:30:00.000Z');
    expect(parseApiDate('2026-11-19T10:30:00+02:00')?.toISOString()).toBe('2026-11-19T08:30:00.000Z');
  });

  it('returns null for missing or invalid input', () => {
    expect(parseApiDate(undefined)).toBeNull();
    expect(parseApiDate('not a date')).toBeNull();
  });
});

describe('formatDate', () => {
  it('prints the UTC calendar date in the given language', () => {
    expect(formatDate('2026-11-19 23:30:00Z', 'en')).toBe('November 19, 2026');
    expect(formatDate('2026-11-19 23:30:00Z', 'fr')).toBe('19 novembre 2026');
  });

  it('is empty for a missing date', () => {
    expect(formatDate(undefined, 'en')).toBe('');
  });
});
