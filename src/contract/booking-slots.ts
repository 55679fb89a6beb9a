/**
 * Table reservation rules shared by the API (which enforces them) and /reservations/{id} (which offers only the
 * times they allow). All times are UTC, like shop working hours (contract §7). A reservation:
 * - starts on a weekday the shop's booking hours cover, not on a booking closed date, within [from, to);
 * - lasts `reservation_time_durations` minutes by default (capped by the shop's `max_time`); a chosen end makes it
 *   at least `min_reservation_time` and at most `max_time` minutes long, and it ends by closing time;
 * - starts at least `reservation_before_time` minutes from now, and at most BOOKING_HORIZON_DAYS ahead;
 * - does not overlap another live (new or accepted) reservation of the same table.
 * Offered start times are every SLOT_STEP_MINUTES from opening.
 */

export const SLOT_STEP_MINUTES = 30;
export const BOOKING_HORIZON_DAYS = 60;

export interface BookingRules {
  /** Default length, minutes. */
  duration: number;
  /** Lead time, minutes. */
  before: number;
  /** Shortest length, minutes. */
  min: number;
  /** Longest length, minutes (the shop's booking `max_time`). */
  max: number;
}

export interface BookingDay {
  day: string;
  from: string;
  to: string;
  disabled: boolean;
}

export interface BookingSchedule {
  days: readonly BookingDay[];
  /** "YYYY-MM-DD" dates without reservations. */
  closed: readonly string[];
}

/** A booked period in epoch milliseconds. */
export interface Interval {
  start: number;
  end: number;
}

export type BookingProblem = 'past' | 'too_soon' | 'too_far' | 'closed' | 'outside_hours' | 'too_short' | 'too_long' | 'taken';

const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MINUTE = 60_000;

const positive = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

/** The rules from the settings (`reservation_*`, minutes) and the shop's booking `max_time`. */
export function bookingRules(settings: Record<string, string | null | undefined>, maxTime: number): BookingRules {
  const max = positive(maxTime, 60);
  const min = Math.min(positive(settings.min_reservation_time, 30), max);
  const before = Number(settings.reservation_before_time);
  return {
    duration: Math.min(Math.max(positive(settings.reservation_time_durations, 60), min), max),
    before: Number.isFinite(before) && before > 0 ? Math.floor(before) : 0,
    min,
    max,
  };
}

/** "9-00" or "09:00" → minutes after midnight; null when malformed. */
export function minutesOfHm(value: string): number | null {
  const m = /^(\d{1,2})[-:](\d{2})$/.exec(value);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

/** "YYYY-MM-DD HH:mm[:ss]" (UTC) → epoch ms; NaN when malformed. */
export function parseStamp(value: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return Number.NaN;
  const ms = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== m[1] ? Number.NaN : ms;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms → "YYYY-MM-DD HH:mm" (UTC). */
export function formatStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.toISOString().slice(0, 10)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Booking hours of a "YYYY-MM-DD" date in minutes, or null when the shop takes no reservations that day. */
export function hoursOn(date: string, schedule: BookingSchedule): { from: number; to: number } | null {
  if (schedule.closed.includes(date)) return null;
  const weekday = WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  const row = schedule.days.find((d) => d.day === weekday);
  if (!row || row.disabled) return null;
  const from = minutesOfHm(row.from);
  const to = minutesOfHm(row.to);
  return from === null || to === null || from >= to ? null : { from, to };
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Why a reservation [start, end) may not be made, or null when it may. */
export function bookingProblem(period: Interval, schedule: BookingSchedule, rules: BookingRules, booked: readonly Interval[], now: number): BookingProblem | null {
  const length = (period.end - period.start) / MINUTE;
  if (period.start <= now) return 'past';
  if (period.start < now + rules.before * MINUTE) return 'too_soon';
  if (period.start > now + BOOKING_HORIZON_DAYS * 24 * 60 * MINUTE) return 'too_far';
  if (length < rules.min) return 'too_short';
  if (length > rules.max) return 'too_long';
  const date = new Date(period.start).toISOString().slice(0, 10);
  const hours = hoursOn(date, schedule);
  if (!hours) return 'closed';
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  if (period.start < dayStart + hours.from * MINUTE || period.end > dayStart + hours.to * MINUTE) return 'outside_hours';
  if (booked.some((b) => overlaps(b, period))) return 'taken';
  return null;
}

/** Start times ("HH:mm") of a "YYYY-MM-DD" date at which a default-length reservation of this table is possible. */
export function freeTimes(date: string, schedule: BookingSchedule, rules: BookingRules, booked: readonly Interval[], now: number): string[] {
  const hours = hoursOn(date, schedule);
  if (!hours) return [];
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const times: string[] = [];
  for (let m = hours.from; m + rules.duration <= hours.to; m += SLOT_STEP_MINUTES) {
    const start = dayStart + m * MINUTE;
    if (!bookingProblem({ start, end: start + rules.duration * MINUTE }, schedule, rules, booked, now)) times.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  }
  return times;
}
