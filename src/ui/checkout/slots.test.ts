import { describe, expect, it } from 'vitest';
import { addDays, ASAP, asapTime, deliveryDays, firstOpenDay, formatHm, leadMinutes, openingWindow, parseHm, slotLabel, timeSlots, type SlotShop } from './slots';

const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const shop: SlotShop = {
  shop_working_days: week.map((day) => ({ day, from: '9-00', to: '12-00', disabled: day === 'sunday' })),
  shop_closed_date: [{ id: 1, day: '2026-11-25' }],
  delivery_time: { from: '20', to: '40', type: 'minute' },
};
// 2026-11-23 is a Monday.
const MONDAY_EARLY = new Date('2026-11-23T06:00:00Z');

describe('"H-mm" strings', () => {
  it('reads the API form and HH:mm, and refuses nonsense', () => {
    expect(parseHm('9-00')).toBe(540);
    expect(parseHm('09:30')).toBe(570);
    expect(parseHm('23-59')).toBe(1439);
    expect(parseHm('24-00')).toBe(1440);
    expect(parseHm('24-30')).toBeNull();
    expect(parseHm('9-7')).toBeNull();
    expect(parseHm('12-60')).toBeNull();
    expect(parseHm(undefined)).toBeNull();
  });

  it('writes slots as HH:mm and labels them as ranges', () => {
    expect(formatHm(540)).toBe('09:00');
    expect(formatHm(1410)).toBe('23:30');
    expect(slotLabel('09:30')).toBe('09:30 – 10:00');
    expect(slotLabel('23:30')).toBe('23:30 – 24:00');
  });
});

describe('delivery_time offsets', () => {
  it('converts the lower bound to minutes by its unit', () => {
    expect(leadMinutes({ from: '20', to: '40', type: 'minute' })).toBe(20);
    expect(leadMinutes({ from: '1', to: '2', type: 'hour' })).toBe(60);
    expect(leadMinutes({ from: '2', to: '3', type: 'day' })).toBe(2880);
    expect(leadMinutes({ from: 'soon', to: '', type: 'minute' })).toBe(0);
    expect(leadMinutes(undefined)).toBe(0);
  });

  it('pushes today\'s first slot past now + lead time', () => {
    // 09:50 + 20 min = 10:10 → first slot 10:30; the last slot ends at closing (11:30–12:00).
    expect(timeSlots(shop, '2026-11-23', new Date('2026-11-23T09:50:00Z'))).toEqual(['10:30', '11:00', '11:30']);
  });

  it('a lead time in days empties the days before it', () => {
    const slow: SlotShop = { ...shop, delivery_time: { from: '1', to: '2', type: 'day' } };
    expect(timeSlots(slow, '2026-11-23', MONDAY_EARLY)).toEqual([]);
    expect(timeSlots(slow, '2026-11-24', MONDAY_EARLY)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });
});

describe('working days and closed dates', () => {
  it('gives every slot of an open day from opening until the last one that ends by closing', () => {
    expect(timeSlots(shop, '2026-11-24', MONDAY_EARLY)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });

  it('has no slot on a disabled weekday, a closed date, a day without a row or a past day', () => {
    expect(timeSlots(shop, '2026-11-29', MONDAY_EARLY)).toEqual([]); // Sunday, disabled
    expect(timeSlots(shop, '2026-11-25', MONDAY_EARLY)).toEqual([]); // closed date
    expect(timeSlots({ ...shop, shop_working_days: [] }, '2026-11-24', MONDAY_EARLY)).toEqual([]);
    expect(timeSlots(shop, '2026-11-22', MONDAY_EARLY)).toEqual([]);
  });

  it('has nothing left today once the last slot is past', () => {
    expect(timeSlots(shop, '2026-11-23', new Date('2026-11-23T11:20:00Z'))).toEqual([]);
  });

  it('reads "open past midnight" as open until the end of the day, and 0-00..23-59 as all day', () => {
    const late: SlotShop = { shop_working_days: [{ day: 'monday', from: '22-00', to: '2-00' }] };
    expect(openingWindow(late, '2026-11-23')).toEqual({ from: 1320, to: 1440 });
    expect(timeSlots(late, '2026-11-23', MONDAY_EARLY)).toEqual(['22:00', '22:30', '23:00', '23:30']);
    const always: SlotShop = { shop_working_days: [{ day: 'monday', from: '0-00', to: '23-59' }] };
    const slots = timeSlots(always, '2026-11-23', MONDAY_EARLY);
    expect(slots[0]).toBe('06:00');
    expect(slots.at(-1)).toBe('23:00');
  });

  it('lists today and the next days with their slots, in UTC days', () => {
    const days = deliveryDays(shop, new Date('2026-11-23T23:30:00Z'), 7);
    expect(days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days.map((d) => d.slots.length)).toEqual([0, 6, 0, 6, 6, 6, 0]);
    expect(firstOpenDay(days)?.date).toBe('2026-11-24');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('as soon as possible', () => {
  it('is now + lead time (rounded up to the minute) while that is inside today\'s hours', () => {
    expect(asapTime(shop, new Date('2026-11-23T09:50:30Z'))).toEqual({ date: '2026-11-23', time: '10:11' });
    expect(asapTime(shop, new Date('2026-11-23T11:39:00Z'))).toEqual({ date: '2026-11-23', time: '11:59' });
    expect(asapTime(shop, new Date('2026-11-23T11:40:00Z'))).toBeNull(); // 12:00 is closing time
    expect(asapTime(shop, MONDAY_EARLY)).toBeNull(); // 06:20, not open yet
    expect(asapTime(shop, new Date('2026-11-25T10:00:00Z'))).toBeNull(); // closed date
  });

  it('comes first among today\'s choices, even when no whole slot is left', () => {
    const days = deliveryDays(shop, new Date('2026-11-23T09:50:00Z'), 2);
    expect(days[0].slots).toEqual([ASAP, '10:30', '11:00', '11:30']);
    expect(days[1].slots[0]).toBe('09:00');
    expect(deliveryDays(shop, new Date('2026-11-23T11:20:00Z'), 1)[0].slots).toEqual([ASAP]);
  });
});
