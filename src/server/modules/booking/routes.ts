import {
  bookingConfigQuery,
  bookingIdParams,
  bookingShopsQuery,
  disableDatesQuery,
  myBookingBody,
  myBookingsQuery,
  myBookingStatusQuery,
  sectionsQuery,
  sellerBookingStatusBody,
  tablesQuery,
} from '@/contract/schemas/booking';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as bookings from './service';
import * as read from './service-read';
import { sellerAnswer } from './service-staff';

/** Table reservations (contract §3.10), the customer's cancel and the shop's answer (our additions). */
const tag = 'booking';

export const bookingRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/booking/shops/paginate', summary: 'Shops that take table reservations, with their reservation hours', tag, auth: 'none',
    query: bookingShopsQuery,
    handler: async ({ ctx, req, query }) => json(await read.listShops(ctx, req, query)),
  }),
  defineRoute({
    method: 'GET', path: '/rest/booking/shops/:id', summary: 'One shop that takes reservations (BookingShop)', tag, auth: 'none',
    params: bookingIdParams,
    handler: async ({ ctx, req, params }) => json(success(await read.showShop(ctx, req, params.id))),
  }),
  defineRoute({
    method: 'GET', path: '/rest/booking/bookings', summary: 'Booking configurations (max_time minutes, hours), optionally of one shop', tag, auth: 'none',
    query: bookingConfigQuery,
    handler: async ({ ctx, req, query }) => json(await read.listConfigs(ctx, req, query)),
  }),
  defineRoute({
    method: 'GET', path: '/rest/booking/shop-sections', summary: 'Dining sections (zones) of a shop', tag, auth: 'none',
    query: sectionsQuery,
    handler: async ({ ctx, req, query }) => json(await read.listSections(ctx, req, query)),
  }),
  defineRoute({
    method: 'GET', path: '/rest/booking/shop-sections/:id', summary: 'One dining section', tag, auth: 'none',
    params: bookingIdParams,
    handler: async ({ ctx, req, params }) => json(success(await read.showSection(ctx, req, params.id))),
  }),
  defineRoute({
    method: 'GET', path: '/rest/booking/tables', summary: 'Active tables of a section, fewest chairs first', tag, auth: 'none',
    query: tablesQuery,
    handler: async ({ ctx, req, query }) => json(await read.listTables(ctx, req, query)),
  }),
  defineRoute({
    method: 'GET', path: '/rest/booking/disable-dates/table/:id', summary: 'Bare array of the table\'s booked intervals between date_from and date_to (UTC)', tag, auth: 'none',
    params: bookingIdParams, query: disableDatesQuery,
    handler: async ({ ctx, params, query }) => json(await read.disableDates(ctx, params.id, query)),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/my-bookings', summary: 'Reserve a table (start_date "YYYY-MM-DD HH:mm" UTC, guest, note); 409 when taken', tag, auth: 'required',
    body: myBookingBody,
    handler: async ({ ctx, user, body }) => json(success(await bookings.create(ctx, user!, body)), { status: 201 }),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/my-bookings', summary: 'The caller\'s reservations; type=upcoming|past', tag, auth: 'required',
    query: myBookingsQuery,
    handler: async ({ ctx, req, user, query }) => json(await bookings.list(ctx, req, user!, query)),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/my-bookings/:id/status/change', summary: 'Cancel one of the caller\'s reservations before it starts (status=canceled)', tag, auth: 'required',
    params: bookingIdParams, query: myBookingStatusQuery,
    handler: async ({ ctx, req, user, params }) => json(success(await bookings.cancel(ctx, req, user!, params.id))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/seller/bookings/:id/status/update', summary: 'Accept or decline (canceled) a reservation at one of the seller\'s shops', tag, auth: 'required',
    params: bookingIdParams, body: sellerBookingStatusBody,
    handler: async ({ ctx, req, user, params, body }) => json(success(await sellerAnswer(ctx, req, user!, params.id, body.status))),
  }),
];
