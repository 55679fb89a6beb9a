import { leadMinutes } from '@/lib/lead-time';
import type { Shop } from '../types/api';

/**
 * Delivery days and time slots from a shop's hours (pure). Hours are stored as "H-mm" strings in UTC (the
 * API's working check reads them in UTC too), so every date here is a UTC calendar day and every time a
 * count of minutes since that day's UTC midnight.
 */

export type SlotShop = Pick<Shop, 'shop_working_days' | 'shop_closed_date' | 'delivery_time'>;

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
export const SLOT_STEP_MINUTES = 30;
export const SCHEDULE_DAYS = 7;

/** "9-00", "09:00" or "24-00" → minutes since midnight; null when malformed. */
export function parseHm(value: string | undefined): number | null {
  const m = /^(\d{1,2})[-:](\d{2})$/.exec((value ?? '').trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** Minutes → "HH:mm" (the order's `delivery_time`). */
export function formatHm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** How long the shop needs before it can deliver (shared with the API's schedule check). */
export { leadMinutes };

/** The UTC calendar day of a moment, "YYYY-MM-DD". */
export const isoDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** "YYYY-MM-DD" shifted by n days. */
export function addDays(day: string, n: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

export function weekdayOfDay(day: string): (typeof WEEK)[number] {
  return WEEK[new Date(`${day}T00:00:00Z`).getUTCDay()];
}

/** The day's opening window in minutes, or null when the shop does not work that day. */
export function openingWindow(shop: SlotShop, day: string): { from: number; to: number } | null {
  if ((shop.shop_closed_date ?? []).some((closed) => closed.day?.slice(0, 10) === day)) return null;
  const row = (shop.shop_working_days ?? []).find((d) => d.day === weekdayOfDay(day));
  if (!row || row.disabled) return null;
  const from = parseHm(row.from);
  let to = parseHm(row.to);
  if (from === null || to === null) return null;
  if (to <= from) to = 24 * 60; // open past midnight: slots run to the end of this day
  return { from, to };
}

/**
 * Slot starts ("HH:mm") of `day`: every `step` minutes from opening, each slot ending by closing time, none
 * earlier than now + the shop's lead time. Past days and closed days have none.
 */
export function timeSlots(shop: SlotShop, day: string, now: Date, step = SLOT_STEP_MINUTES): string[] {
  const window = openingWindow(shop, day);
  if (!window) return [];
  const dayStart = Date.parse(`${day}T00:00:00Z`);
  const earliest = (now.getTime() - dayStart) / 60_000 + leadMinutes(shop.delivery_time);
  const slots: string[] = [];
  for (let start = window.from; start + step <= window.to; start += step) {
    if (start >= earliest) slots.push(formatHm(start));
  }
  return slots;
}

/** The time choice "as soon as possible"; the order then carries asapTime's date and time. */
export const ASAP = 'asap';

/**
 * "As soon as possible": now + the shop's lead time, rounded up to the minute, when that moment falls inside
 * the opening hours of today; else null (the shop cannot deliver today any more, or not yet). The API checks
 * the same rules (hours, lead time) on the date and time sent.
 */
export function asapTime(shop: SlotShop, now: Date): { date: string; time: string } | null {
  const today = isoDay(now);
  const at = Math.ceil((now.getTime() - Date.parse(`${today}T00:00:00Z`)) / 60_000) + leadMinutes(shop.delivery_time);
  const window = openingWindow(shop, today);
  if (!window || at < window.from || at >= window.to || at >= 24 * 60) return null;
  return { date: today, time: formatHm(at) };
}

export interface DeliveryDay {
  /** "YYYY-MM-DD". */
  date: string;
  /** Slot starts ("HH:mm"); today's list starts with ASAP when the shop can still deliver today. */
  slots: string[];
}

/** Today and the following days, each with its slots (an empty list = closed or nothing left that day). */
export function deliveryDays(shop: SlotShop, now: Date, count = SCHEDULE_DAYS): DeliveryDay[] {
  const today = isoDay(now);
  const asap = asapTime(shop, now);
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(today, i);
    const slots = timeSlots(shop, date, now);
    return { date, slots: i === 0 && asap ? [ASAP, ...slots] : slots };
  });
}

/** The label of a slot: its start and end, "HH:mm – HH:mm". */
export function slotLabel(start: string, step = SLOT_STEP_MINUTES): string {
  const from = parseHm(start) ?? 0;
  return `${start} – ${formatHm(Math.min(from + step, 24 * 60))}`;
}

/** The first day that has a slot, for a sensible default choice. */
export function firstOpenDay(days: readonly DeliveryDay[]): DeliveryDay | undefined {
  return days.find((d) => d.slots.length > 0);
}
