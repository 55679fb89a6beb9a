import { weekDays } from '../../db/schema';
import { isoDay, minutesOf, parseHm, type WorkingDay } from '../shops/hours';

/**
 * Whether a delivery date and time can be booked (pure; UTC like the shop hours and the storefront's slots):
 * not in the past, at most MAX_DAYS ahead, a working day of the shop that is not a closed date, a time
 * inside that day's hours, and no earlier than now + the shop's lead time (its delivery_time.from). "As soon
 * as possible" is no special value: the storefront sends now + lead time, which passes exactly these rules.
 * Returns the offending field and why, or null when the slot is fine.
 */

export const MAX_DAYS_AHEAD = 60;
/** A slot chosen a little while ago may have just started; accept it for this long. */
export const PAST_GRACE_MINUTES = 30;
const DAY_MS = 86_400_000;

export interface ScheduleInput {
  /** "YYYY-MM-DD", already a real date. */
  date: string;
  /** "HH:mm". */
  time: string;
  now: Date;
  days: readonly WorkingDay[];
  closedDates: readonly string[];
  /** Minutes the shop needs before it can deliver (leadMinutes of its delivery_time); 0 when none. */
  leadMinutes?: number;
}

export type ScheduleProblem = { field: 'delivery_date' | 'delivery_time'; message: string } | null;

export function checkSchedule(s: ScheduleInput): ScheduleProblem {
  const today = isoDay(s.now);
  if (s.date < today) return { field: 'delivery_date', message: 'The delivery date is in the past' };
  if (Date.parse(`${s.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`) > MAX_DAYS_AHEAD * DAY_MS) {
    return { field: 'delivery_date', message: `The delivery date is more than ${MAX_DAYS_AHEAD} days ahead` };
  }
  if (s.closedDates.includes(s.date)) return { field: 'delivery_date', message: 'The shop is closed that day' };
  const weekday = weekDays[(new Date(`${s.date}T00:00:00Z`).getUTCDay() + 6) % 7];
  const row = s.days.find((d) => d.day === weekday);
  const from = row && !row.disabled ? parseHm(row.from) : null;
  let to = row && !row.disabled ? parseHm(row.to) : null;
  if (from === null || to === null) return { field: 'delivery_date', message: 'The shop does not work that day' };
  if (to <= from) to = 24 * 60; // open past midnight: this day's hours run to its end
  const [h, m] = s.time.split(':').map(Number);
  const minutes = h * 60 + m;
  if (minutes < from || minutes >= to) return { field: 'delivery_time', message: 'The shop is closed at that time' };
  // Minutes from today's midnight, so a lead time in days reaches into the next days too.
  const slotMinutes = (Date.parse(`${s.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 60_000 + minutes;
  const nowMinutes = minutesOf(s.now);
  if (slotMinutes < nowMinutes - PAST_GRACE_MINUTES) return { field: 'delivery_time', message: 'The delivery time is in the past' };
  const lead = s.leadMinutes ?? 0;
  if (slotMinutes < nowMinutes + lead - PAST_GRACE_MINUTES) return { field: 'delivery_time', message: `The shop needs ${lead} minutes before it can deliver` };
  return null;
}
