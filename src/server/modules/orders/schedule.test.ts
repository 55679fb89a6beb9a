import { describe, expect, it } from 'vitest';
import { weekDays } from '../../db/schema';
import { checkSchedule, MAX_DAYS_AHEAD } from './schedule';

const allWeek = weekDays.map((day) => ({ day, from: '9-00', to: '21-00', disabled: false }));
// Wednesday 2026-03-04 12:00 UTC
const now = new Date('2026-03-04T12:00:00Z');
const check = (date: string, time: string, extra: Partial<Parameters<typeof checkSchedule>[0]> = {}) =>
  checkSchedule({ date, time, now, days: allWeek, closedDates: [], ...extra });

describe('delivery schedule', () => {
  it('accepts a slot inside today\'s or a later day\'s hours', () => {
    expect(check('2026-03-04', '13:00')).toBeNull();
    expect(check('2026-03-05', '09:00')).toBeNull();
    expect(check('2026-03-04', '11:45')).toBeNull(); // within the grace of a slot that just started
  });

  it('refuses past days and times, and days too far ahead', () => {
    expect(check('2026-03-03', '13:00')?.field).toBe('delivery_date');
    expect(check('2026-03-04', '10:00')?.field).toBe('delivery_time');
    const far = new Date(now.getTime() + (MAX_DAYS_AHEAD + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(check(far, '13:00')?.field).toBe('delivery_date');
  });

  it('refuses closed dates, disabled and missing weekdays, and times outside the hours', () => {
    expect(check('2026-03-05', '13:00', { closedDates: ['2026-03-05'] })?.message).toMatch(/closed/);
    const noThursday = allWeek.map((d) => (d.day === 'thursday' ? { ...d, disabled: true } : d));
    expect(check('2026-03-05', '13:00', { days: noThursday })?.field).toBe('delivery_date');
    expect(check('2026-03-05', '13:00', { days: allWeek.filter((d) => d.day !== 'thursday') })?.field).toBe('delivery_date');
    expect(check('2026-03-05', '08:59')?.field).toBe('delivery_time');
    expect(check('2026-03-05', '21:00')?.field).toBe('delivery_time');
  });

  it('reads hours past midnight as running to the end of the day', () => {
    const late = allWeek.map((d) => ({ ...d, from: '18-00', to: '2-00' }));
    expect(check('2026-03-05', '23:30', { days: late })).toBeNull();
    expect(check('2026-03-05', '17:00', { days: late })?.field).toBe('delivery_time');
  });

  it('leaves the shop its lead time: now + lead ("as soon as possible") is fine, sooner is refused', () => {
    const lead = { leadMinutes: 90 };
    expect(check('2026-03-04', '13:30', lead)).toBeNull();
    expect(check('2026-03-04', '13:00', lead)).toBeNull(); // within the grace
    expect(check('2026-03-04', '12:30', lead)).toMatchObject({ field: 'delivery_time', message: expect.stringMatching(/90 minutes/) });
    // A lead time in days reaches into the next day.
    expect(check('2026-03-05', '09:00', { leadMinutes: 2 * 1440 })?.field).toBe('delivery_time');
    expect(check('2026-03-06', '13:00', { leadMinutes: 2 * 1440 })).toBeNull();
  });
});
