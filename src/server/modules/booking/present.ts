import { formatStamp } from '@/contract/booking-slots';
import { formatTimestamp } from '@/contract/format';
import type { shopBookingClosedDates, shopBookingWorkingDays, shops, shopSectionTranslations, shopTranslations } from '../../db/schema';
import { presentShop, presentShopText } from '../shops/present';
import type { JoinedBooking, UserBookingRow } from './queries-bookings';
import type { BookingRow, SectionRow, TableRow } from './queries-read';

/** Response shapes of table reservations (contract §3.10). Times are "YYYY-MM-DD HH:mm" in UTC. */

type SectionText = typeof shopSectionTranslations.$inferSelect;

export const presentConfig = (b: BookingRow) => ({ id: b.id, shop_id: b.shopId, max_time: b.maxTime, start_time: b.startTime, end_time: b.endTime, active: b.active });

/** BookingShop: the Shop plus its reservation hours, closed dates and booking configuration. */
export function presentBookingShop(
  shop: typeof shops.$inferSelect,
  parts: {
    text?: typeof shopTranslations.$inferSelect;
    days: (typeof shopBookingWorkingDays.$inferSelect)[];
    closed: (typeof shopBookingClosedDates.$inferSelect)[];
    config?: BookingRow;
  },
) {
  return {
    ...presentShop(shop, 1, { text: parts.text }),
    booking: parts.config ? presentConfig(parts.config) : undefined,
    booking_shop_working_days: parts.days.map((d) => ({ id: d.id, day: d.day, from: d.from, to: d.to, disabled: d.disabled })),
    booking_shop_closed_date: parts.closed.map((d) => ({ id: d.id, day: d.day })),
  };
}

export const presentSectionText = (t: SectionText | undefined) =>
  t ? { id: t.id, locale: t.locale, title: t.title, description: t.description ?? undefined } : undefined;

export const presentSection = (s: SectionRow, text: SectionText | undefined) => ({
  id: s.id,
  shop_id: s.shopId,
  area: s.area ?? undefined,
  img: s.img ?? undefined,
  translation: presentSectionText(text),
  galleries: [],
});

export const presentTable = (t: TableRow, section?: ReturnType<typeof presentSection>) => ({
  id: t.id,
  name: t.name,
  shop_section_id: t.shopSectionId,
  tax: t.tax,
  chair_count: t.chairCount,
  active: t.active,
  shop_section: section,
});

const stamp = (d: Date | null) => (d ? formatStamp(d.getTime()) : undefined);

export function presentUserBooking(row: UserBookingRow, joined?: Omit<JoinedBooking, 'row'> & { shopText?: typeof shopTranslations.$inferSelect; sectionText?: SectionText }) {
  return {
    id: row.id,
    booking_id: row.bookingId,
    user_id: row.userId,
    table_id: row.tableId,
    start_date: stamp(row.startDate),
    end_date: stamp(row.endDate),
    status: row.status,
    guest: row.guest ?? undefined,
    note: row.note ?? undefined,
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
    booking: joined
      ? {
          ...presentConfig(joined.booking),
          shop: { id: joined.shop.id, uuid: joined.shop.uuid, type: joined.shop.type, logo_img: joined.shop.logoImg ?? undefined, translation: presentShopText(joined.shopText) },
        }
      : undefined,
    table: joined ? presentTable(joined.table, presentSection(joined.section, joined.sectionText)) : undefined,
  };
}
