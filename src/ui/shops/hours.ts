import type { Shop, WorkingDay } from '../types/api';

/** Working hours as the API stores them ("9-00", UTC, contract §7) → what the page and schema.org need. */

export const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEK)[number];

/** "9-00" → "09:00"; null when malformed. */
export function toHhMm(value: string | undefined): string | null {
  const m = /^(\d{1,2})-(\d{2})$/.exec(value ?? '');
  if (!m || Number(m[1]) > 24 || Number(m[2]) > 59) return null;
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

/** Weekday of `date` in UTC, as the API reads the hours. */
export function weekdayOf(date: Date): Weekday {
  return WEEK[(date.getUTCDay() + 6) % 7];
}

export interface DayHours {
  day: Weekday;
  /** null when closed that day. */
  from: string | null;
  to: string | null;
  today: boolean;
}

/** All seven days, Monday first, each with its hours or closed, and today marked. */
export function weekHours(days: readonly WorkingDay[] | undefined, now: Date): DayHours[] {
  const today = weekdayOf(now);
  return WEEK.map((day) => {
    const row = days?.find((d) => d.day === day);
    const from = row && !row.disabled ? toHhMm(row.from) : null;
    const to = row && !row.disabled ? toHhMm(row.to) : null;
    return { day, from: from && to ? from : null, to: from && to ? to : null, today: day === today };
  });
}

/** Whether the shop works at `now` by its hours and closed dates (the server's working check is the authority). */
export function isOpenAt(shop: Pick<Shop, 'open' | 'shop_working_days' | 'shop_closed_date'>, now: Date): boolean {
  if (shop.open === false) return false;
  if ((shop.shop_closed_date ?? []).some((d) => d.day === now.toISOString().slice(0, 10))) return false;
  const today = weekHours(shop.shop_working_days, now).find((d) => d.today);
  if (!today?.from || !today.to) return false;
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const at = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3));
  return at(today.from) <= minutes && minutes <= at(today.to);
}

const SCHEMA_DAY: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/** schema.org openingHoursSpecification: days with the same hours share one entry; closed days are left out. */
export function openingHoursSpecification(days: readonly WorkingDay[] | undefined): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = [];
  for (const d of weekHours(days, new Date(0))) {
    if (!d.from || !d.to) continue;
    const closes = d.to === '23:59' || d.to === '24:00' ? '23:59' : d.to;
    const same = specs.find((s) => s.opens === d.from && s.closes === closes);
    if (same) same.dayOfWeek.push(`https://schema.org/${SCHEMA_DAY[d.day]}`);
    else specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: [`https://schema.org/${SCHEMA_DAY[d.day]}`], opens: d.from, closes });
  }
  return specs;
}
