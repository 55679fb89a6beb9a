import { weekDays, type WeekDay } from '../../db/schema';

/** Pure working-hours rules (contract §7), read in UTC: weekday row present, not disabled, not a closed date, time in [from, to]. */

export interface WorkingDay {
  day: string;
  from: string;
  to: string;
  disabled: boolean;
}

/** "9-00" → 540 minutes after midnight; null when malformed. */
export function parseHm(value: string): number | null {
  const m = /^(\d{1,2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 24 && min < 60 ? h * 60 + min : null;
}

/** Lower-case weekday of `date` in UTC (monday..sunday). */
export function weekDayOf(date: Date): WeekDay {
  return weekDays[(date.getUTCDay() + 6) % 7];
}

export const minutesOf = (date: Date) => date.getUTCHours() * 60 + date.getUTCMinutes();

/** "YYYY-MM-DD" of `date` in UTC. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The moment's parts the SQL "open now" filter compares with. */
export const momentOf = (date: Date) => ({ day: weekDayOf(date), minutes: minutesOf(date), date: isoDay(date) });
export type Moment = ReturnType<typeof momentOf>;

/** Whether a shop with these hours and closed dates ("YYYY-MM-DD") works at `date`. */
export function isWorkingAt(date: Date, days: readonly WorkingDay[], closedDates: readonly string[]): boolean {
  const { day, minutes, date: today } = momentOf(date);
  if (closedDates.includes(today)) return false;
  const row = days.find((d) => d.day === day);
  if (!row || row.disabled) return false;
  const from = parseHm(row.from);
  const to = parseHm(row.to);
  return from !== null && to !== null && from <= minutes && minutes <= to;
}
