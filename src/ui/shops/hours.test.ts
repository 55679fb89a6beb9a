import { describe, expect, it } from 'vitest';
import { isOpenAt, openingHoursSpecification, toHhMm, weekHours } from './hours';

const days = [
  { day: 'monday', from: '9-00', to: '21-30', disabled: false },
  { day: 'tuesday', from: '9-00', to: '21-30', disabled: false },
  { day: 'wednesday', from: '9-00', to: '21-30', disabled: true },
  { day: 'saturday', from: '11-00', to: '23-59', disabled: false },
];

describe('opening hours', () => {
  it('reads "9-00" as 09:00 and refuses nonsense', () => {
    expect(toHhMm('9-00')).toBe('09:00');
    expect(toHhMm('23-59')).toBe('23:59');
    expect(toHhMm('25-00')).toBeNull();
    expect(toHhMm('nine')).toBeNull();
  });

  it('lists the week from Monday with today (UTC) marked and missing or disabled days closed', () => {
    const week = weekHours(days, new Date('2026-11-23T10:00:00Z')); // a Monday
    expect(week).toHaveLength(7);
    expect(week[0]).toEqual({ day: 'monday', from: '09:00', to: '21:30', today: true });
    expect(week[2].from).toBeNull();
    expect(week[3].from).toBeNull();
    expect(week.filter((d) => d.today)).toHaveLength(1);
  });

  it('is open within the hours of today only, never on a closed date', () => {
    const shop = { open: true, shop_working_days: days, shop_closed_date: [] };
    expect(isOpenAt(shop, new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(isOpenAt(shop, new Date('2026-11-23T08:59:00Z'))).toBe(false);
    expect(isOpenAt(shop, new Date('2026-11-25T10:00:00Z'))).toBe(false);
    expect(isOpenAt({ ...shop, shop_closed_date: [{ id: 1, day: '2026-11-23' }] }, new Date('2026-11-23T10:00:00Z'))).toBe(false);
    expect(isOpenAt({ ...shop, open: false }, new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('turns the hours into schema.org specifications, days with the same hours together', () => {
    expect(openingHoursSpecification(days)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday'], opens: '09:00', closes: '21:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '11:00', closes: '23:59' },
    ]);
    expect(openingHoursSpecification(undefined)).toEqual([]);
  });
});
