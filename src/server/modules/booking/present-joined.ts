import type { Db } from '../../db/client';
import { shopTexts } from '../shops/queries-list';
import { presentUserBooking } from './present';
import type { JoinedBooking } from './queries-bookings';
import { sectionTexts } from './queries-read';

/** UserBookings with their shop and section titles in the asked language: two statements for a whole page. */
export async function presentJoined(db: Db, rows: JoinedBooking[], locale: string) {
  const [shopTitles, sectionTitles] = await Promise.all([
    shopTexts(db, [...new Set(rows.map((r) => r.shop.id))], locale),
    sectionTexts(db, [...new Set(rows.map((r) => r.section.id))], locale),
  ]);
  return rows.map((r) => presentUserBooking(r.row, { ...r, shopText: shopTitles.get(r.shop.id), sectionText: sectionTitles.get(r.section.id) }));
}
