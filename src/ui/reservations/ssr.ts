import { withDetail, withPrefetch } from '../content/ssr';
import { bookingShopQuery, bookingShopsQuery, myBookingsQuery } from './queries';

/** /reservations: the booking shops and the upcoming reservations, read on the server for the first paint. */
export const loadReservationsPage = withPrefetch((qc, http, locale) =>
  Promise.all([qc.prefetchInfiniteQuery(bookingShopsQuery(http, locale)), qc.prefetchInfiniteQuery(myBookingsQuery(http, locale, 'upcoming'))]),
);

/** /reservations/[id]: the shop's booking schedule (contract §5), or the 404 page for shops that take no reservations. */
export const loadBookingShopPage = withDetail('id', (qc, http, locale, id) => qc.fetchQuery(bookingShopQuery(http, locale, id)));
