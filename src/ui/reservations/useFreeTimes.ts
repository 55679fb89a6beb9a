import { useQuery } from '@tanstack/react-query';
import { bookingRules, freeTimes, parseStamp, type BookingSchedule } from '@/contract/booking-slots';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { bookedQuery } from './queries';
import type { BookingShop } from './types';

/**
 * Start times a table can still be booked at on a date: the shop's reservation hours, the reservation settings
 * (length, lead time, minimum) and the table's booked intervals, through the same rules the API enforces.
 * Empty until the browser knows the date (times depend on "now", so the server never renders them).
 */
export function useFreeTimes(shop: BookingShop, tableId: number | null, date: string, now: number | null) {
  const { settings } = useShell();
  const booked = useQuery({ ...bookedQuery(http, tableId ?? 0, date), enabled: tableId !== null && date !== '' });
  const schedule: BookingSchedule = { days: shop.booking_shop_working_days, closed: shop.booking_shop_closed_date.map((d) => d.day) };
  const rules = bookingRules(settings, shop.booking?.max_time ?? 60);
  const intervals = (booked.data ?? []).map((b) => ({ start: parseStamp(b.start_date), end: parseStamp(b.end_date) }));
  const times = booked.data && now !== null ? freeTimes(date, schedule, rules, intervals, now) : [];
  return { times, loading: booked.isPending && tableId !== null && date !== '', rules };
}
