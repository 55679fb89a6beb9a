import { withDetail, withPrefetch } from '../content/ssr';
import { bookingShopQuery, bookingShopsQuery, myBookingsQuery, sectionsQuery, tablesQuery } from './queries';

/** /reservations: the booking shops and the upcoming reservations, read on the server for the first paint. */
export const loadReservationsPage = withPrefetch((qc, http, locale) =>
  Promise.all([qc.prefetchInfiniteQuery(bookingShopsQuery(http, locale)), qc.prefetchInfiniteQuery(myBookingsQuery(http, locale, 'upcoming'))]),
);

/**
 * /reservations/[id]: the shop's booking schedule (contract §5), its sections and their tables, so the page
 * paints whole; the 404 page for shops that take no reservations. Free times stay in the browser (they depend on now).
 */
export const loadBookingShopPage = withDetail('id', async (qc, http, locale, id) => {
  const shop = await qc.fetchQuery(bookingShopQuery(http, locale, id));
  const sections = await qc.fetchQuery(sectionsQuery(http, locale, shop.id)).catch(() => []);
  await Promise.all(sections.map((s) => qc.prefetchQuery(tablesQuery(http, s.id))));
});
