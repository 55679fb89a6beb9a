import {
  customerStatusQuery,
  orderCreateBody,
  orderListQuery,
  orderParams,
  orderQuery,
  refundCreateBody,
  refundListQuery,
  reviewBody,
} from '@/contract/schemas/orders';
import { success } from '../../http/envelope';
import { readIdempotencyKey, runIdempotent } from '../../http/idempotency';
import { defineRoute, json, type RouteDef } from '../../http/route';
import { placeOrder } from './checkout';
import { gatewayRoutes } from './routes-gateway';
import { paymentRoutes } from './routes-payments';
import { staffRoutes } from './routes-staff';
import { listOrders, showOrder } from './service-read';
import { listRefunds, requestRefund } from './service-refunds';
import { reviewOrder } from './service-review';
import { customerChangeStatus } from './service-status';
import { openOrderStream } from './stream';

/** Orders, refunds, reviews, payments and order status moves (contract §3.6, §3.7, §0.2). */
const tag = 'orders';

const customerRoutes = [
  defineRoute({
    method: 'POST', path: '/dashboard/user/orders', summary: 'Place an order from the cart in one transaction (Idempotency-Key honoured)', tag, auth: 'required',
    query: orderQuery, body: orderCreateBody,
    handler: async ({ ctx, req, user, body }) =>
      runIdempotent(ctx, req, user!.user.id, body, (tx, keeper) => placeOrder(ctx, tx, user!, body, { idempotencyKey: readIdempotencyKey(req), keeper, locale: req.locale })),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/orders/paginate', summary: 'The caller\'s orders (statuses filter, sort)', tag, auth: 'required',
    query: orderListQuery,
    handler: async ({ ctx, req, user, query }) => json(await listOrders(ctx, req, user!, query)),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/orders/:id', summary: 'One order of the caller with lines, payment, review, refunds', tag, auth: 'required',
    params: orderParams, query: orderQuery,
    handler: async ({ ctx, req, user, params }) => json(success(await showOrder(ctx, req, user!, params.id))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/orders/:id/stream', summary: 'Server-sent events: the order status now, then each change', tag, auth: 'required',
    params: orderParams, query: orderQuery,
    handler: async ({ ctx, user, params }) => openOrderStream(ctx, user!, params.id),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/orders/:id/status/change', summary: 'Cancel an order while it is new (anything else: 409)', tag, auth: 'required',
    params: orderParams, query: customerStatusQuery,
    handler: async ({ ctx, req, user, params, query }) => json(success(await customerChangeStatus(ctx, req, user!, params.id, query.status))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/orders/review/:id', summary: 'Review a delivered order once', tag, auth: 'required',
    params: orderParams, body: reviewBody,
    handler: async ({ ctx, user, params, body }) => json(success(await reviewOrder(ctx, user!, params.id, body)), { status: 201 }),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/order-refunds/paginate', summary: 'The caller\'s refund requests', tag, auth: 'required',
    query: refundListQuery,
    handler: async ({ ctx, req, user, query }) => json(await listRefunds(ctx, req, user!, query)),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/order-refunds', summary: 'Ask for a refund of a delivered order (Idempotency-Key honoured)', tag, auth: 'required',
    body: refundCreateBody,
    handler: async ({ ctx, req, user, body }) =>
      runIdempotent(ctx, req, user!.user.id, body, async (tx) => ({ status: 201, body: success(await requestRefund(tx, user!, body, ctx.clock.now())) })),
  }),
];

export const orderRoutes: RouteDef[] = [...customerRoutes, ...staffRoutes, ...paymentRoutes, ...gatewayRoutes];
