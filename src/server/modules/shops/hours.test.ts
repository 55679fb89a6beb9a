import { describe, expect, it } from 'vitest';
import { isWorkingAt, momentOf, parseHm, weekDayOf, type WorkingDay } from './hours';

const week = (from: string, to: string): WorkingDay[] =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({ day, from, to, disabled: false }));

// 2025-03-03 is a Monday.
const at = (iso: string) => new Date(`${iso}Z`);

describe('parseHm', () => {
  it('reads "H-mm" strings', () => {
    expect(parseHm('9-00')).toBe(540);
    expect(parseHm('0-00')).toBe(0);
    expect(parseHm('23-59')).toBe(1439);
    expect(parseHm('21-30')).toBe(1290);
    expect(parseHm('9:00')).toBeNull();
    expect(parseHm('25-00')).toBeNull();
    expect(parseHm('9-60')).toBeNull();
  });
});

describe('weekDayOf / momentOf', () => {
  it('uses UTC', () => {
    expect(weekDayOf(at('2025-03-03T00:00:00'))).toBe('monday');
    expect(weekDayOf(at('2025-03-09T23:59:00'))).toBe('sunday');
    expect(momentOf(at('2025-03-04T13:05:00'))).toEqual({ day: 'tuesday', minutes: 785, date: '2025-03-04' });
  });
});

describe('isWorkingAt', () => {
  const days = week('9-00', '21-00');

  it('is open inside [from, to], inclusive, and closed outside', () => {
    expect(isWorkingAt(at('2025-03-03T09:00:00'), days, [])).toBe(true);
    expect(isWorkingAt(at('2025-03-03T15:30:00'), days, [])).toBe(true);
    expect(isWorkingAt(at('2025-03-03T21:00:00'), days, [])).toBe(true);
    expect(isWorkingAt(at('2025-03-03T08:59:00'), days, [])).toBe(false);
    expect(isWorkingAt(at('2025-03-03T21:01:00'), days, [])).toBe(false);
  });

  it('is closed on closed dates, disabled days and days without a row', () => {
    expect(isWorkingAt(at('2025-03-03T12:00:00'), days, ['2025-03-03'])).toBe(false);
    expect(isWorkingAt(at('2025-03-04T12:00:00'), days, ['2025-03-03'])).toBe(true);
    const sundayOff = days.map((d) => (d.day === 'sunday' ? { ...d, disabled: true } : d));
    expect(isWorkingAt(at('2025-03-09T12:00:00'), sundayOff, [])).toBe(false);
    expect(isWorkingAt(at('2025-03-08T12:00:00'), sundayOff, [])).toBe(true);
    expect(isWorkingAt(at('2025-03-05T12:00:00'), days.filter((d) => d.day !== 'wednesday'), [])).toBe(false);
    expect(isWorkingAt(at('2025-03-05T12:00:00'), [], [])).toBe(false);
  });

  it('covers the whole day with 0-00..23-59', () => {
    const allDay = week('0-00', '23-59');
    expect(isWorkingAt(at('2025-03-03T00:00:00'), allDay, [])).toBe(true);
    expect(isWorkingAt(at('2025-03-03T23:59:00'), allDay, [])).toBe(true);
  });
});
