import { parcelCreateBody, parcelListQuery, parcelParams, parcelPriceQuery, parcelQuery, parcelReviewBody, parcelStatusQuery, parcelTransactionBody, parcelTypesQuery } from '@/contract/schemas/parcels';
import { success } from '../../http/envelope';
import { readIdempotencyKey, runIdempotent } from '../../http/idempotency';
import { defineRoute, json, type RouteDef } from '../../http/route';
import { calculatePrice, cancelParcel, createParcel, listParcels, listTypes, payParcel, reviewCourier, showParcel } from './service';
import { openParcelStream } from './stream';

/** Courier parcels (contract §3.11): types, price, ordering, list, page, live status, cancel, courier review, paying. */
const tag = 'parcels';

export const parcelRoutes: RouteDef[] = [
  defineRoute({
    method: 'GET', path: '/rest/parcel-order/types', summary: 'Parcel types with size and weight limits and their options (403 while active_parcel is off)', tag, auth: 'none',
    query: parcelTypesQuery,
    handler: async ({ ctx, req, query }) => json(await listTypes(ctx, req, query)),
  }),
  defineRoute({
    method: 'GET', path: '/rest/parcel-order/calculate-price', summary: 'The price the server charges for a type between two points (base + per km)', tag, auth: 'none',
    query: parcelPriceQuery,
    handler: async ({ ctx, query }) => json(success(await calculatePrice(ctx, query))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/parcel-orders', summary: 'Order a parcel priced by the server; payment_id (cash or wallet) pays at once (Idempotency-Key honoured)', tag, auth: 'required',
    query: parcelQuery, body: parcelCreateBody,
    handler: async ({ ctx, req, user, body }) =>
      runIdempotent(ctx, req, user!.user.id, body, async (tx) => ({ status: 201, body: success(await createParcel(ctx, tx, user!, body, readIdempotencyKey(req))) })),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/parcel-orders', summary: 'The caller\'s parcels (statuses filter), newest first', tag, auth: 'required',
    query: parcelListQuery,
    handler: async ({ ctx, user, query }) => json(await listParcels(ctx, user!, query)),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/parcel-orders/:id', summary: 'One parcel of the caller with type, payment, courier and review', tag, auth: 'required',
    params: parcelParams, query: parcelQuery,
    handler: async ({ ctx, user, params }) => json(success(await showParcel(ctx, user!, params.id))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/parcel-orders/:id/stream', summary: 'Server-sent events: the parcel status now, then each change', tag, auth: 'required',
    params: parcelParams, query: parcelQuery,
    handler: async ({ ctx, user, params }) => openParcelStream(ctx, user!, params.id),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/parcel-orders/:id/status/change', summary: 'Cancel a parcel while it is new (anything else: 409); paid money goes back to the wallet', tag, auth: 'required',
    params: parcelParams, query: parcelStatusQuery,
    handler: async ({ ctx, user, params, query }) => json(success(await cancelParcel(ctx, user!, params.id, query.status))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/parcel-orders/deliveryman-review/:id', summary: 'Review the courier of a delivered parcel once', tag, auth: 'required',
    params: parcelParams, body: parcelReviewBody,
    handler: async ({ ctx, user, params, body }) => json(success(await reviewCourier(ctx, user!, params.id, body)), { status: 201 }),
  }),
  defineRoute({
    method: 'POST', path: '/payments/parcel-order/:id/transactions', summary: 'Pay an unpaid parcel by cash or wallet (Idempotency-Key honoured)', tag: 'payments', auth: 'required',
    params: parcelParams, body: parcelTransactionBody,
    handler: async ({ ctx, req, user, params, body }) =>
      runIdempotent(ctx, req, user!.user.id, body, async (tx) => ({ status: 200, body: success(await payParcel(ctx, tx, user!, params.id, body)) })),
  }),
];
