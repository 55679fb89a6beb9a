import { geocodeReverseQuery, geocodeSearchQuery } from '@/contract/schemas/addresses';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as geocode from './service';

/** Address search and map click → address (our addition; docs/api.md). Public: the address picker works for guests. */
const tag = 'geocode';

export const geocodeRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/geocode/search', summary: 'Addresses and places matching `q` (2–100 characters), best first', tag, auth: 'none',
    query: geocodeSearchQuery,
    handler: async ({ ctx, req, query }) => json(success(await geocode.search(ctx, query.q, query.limit, req.locale))),
  }),
  defineRoute({
    method: 'GET', path: '/rest/geocode/reverse', summary: 'The street address nearest to `lat`,`lng` (404 when none is near)', tag, auth: 'none',
    query: geocodeReverseQuery,
    handler: async ({ ctx, req, query }) => json(success(await geocode.reverse(ctx, { latitude: query.lat, longitude: query.lng }, req.locale))),
  }),
];
