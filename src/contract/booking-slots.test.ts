import { describe, expect, it } from 'vitest';
import { bookingProblem, bookingRules, freeTimes, parseStamp, type BookingSchedule } from './booking-slots';

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const schedule: BookingSchedule = {
  days: WEEK.map((day) => ({ day, from: '11-00', to: '14-00', disabled: day === 'sunday' })),
  closed: ['2030-01-09'],
};
// 2030-01-07 is a Monday.
const NOW = parseStamp('2030-01-07 10:00');
const rules = bookingRules({ reservation_time_durations: '60', reservation_before_time: '90', min_reservation_time: '30' }, 120);

describe('reservation rules', () => {
  it('reads the settings in minutes, the length capped by the shop max_time', () => {
    expect(rules).toEqual({ duration: 60, before: 90, min: 30, max: 120 });
    expect(bookingRules({ reservation_time_durations: '240' }, 90).duration).toBe(90);
    expect(bookingRules({}, 60)).toEqual({ duration: 60, before: 0, min: 30, max: 60 });
  });

  it('offers every half hour that fits the hours, after the lead time, around booked intervals', () => {
    expect(freeTimes('2030-01-07', schedule, rules, [], NOW)).toEqual(['11:30', '12:00', '12:30', '13:00']);
    const booked = [{ start: parseStamp('2030-01-08 12:00'), end: parseStamp('2030-01-08 13:00') }];
    expect(freeTimes('2030-01-08', schedule, rules, booked, NOW)).toEqual(['11:00', '13:00']);
    expect(freeTimes('2030-01-09', schedule, rules, [], NOW)).toEqual([]); // closed date
    expect(freeTimes('2030-01-13', schedule, rules, [], NOW)).toEqual([]); // Sunday disabled
  });

  it('names what is wrong with a period', () => {
    const at = (s: string, minutes = 60) => ({ start: parseStamp(s), end: parseStamp(s) + minutes * 60_000 });
    expect(bookingProblem(at('2030-01-07 09:00'), schedule, rules, [], NOW)).toBe('past');
    expect(bookingProblem(at('2030-01-07 11:00'), schedule, rules, [], NOW)).toBe('too_soon');
    expect(bookingProblem(at('2030-01-08 13:30'), schedule, rules, [], NOW)).toBe('outside_hours');
    expect(bookingProblem(at('2030-01-08 12:00', 10), schedule, rules, [], NOW)).toBe('too_short');
    expect(bookingProblem(at('2030-01-08 11:00', 150), schedule, rules, [], NOW)).toBe('too_long');
    expect(bookingProblem(at('2030-01-09 12:00'), schedule, rules, [], NOW)).toBe('closed');
    expect(bookingProblem(at('2030-06-09 12:00'), schedule, rules, [], NOW)).toBe('too_far');
    expect(bookingProblem(at('2030-01-08 12:00'), schedule, rules, [at('2030-01-08 12:30')], NOW)).toBe('taken');
    expect(bookingProblem(at('2030-01-08 12:00'), schedule, rules, [at('2030-01-08 13:00')], NOW)).toBeNull();
    expect(parseStamp('2030-02-30 12:00')).toBeNaN();
  });
});
