import { orderParams, refundAnswerBody, staffStatusBody } from '@/contract/schemas/orders';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { answerRefund } from './service-refunds';
import { staffChangeStatus } from './service-status';
import { staffActor, type StaffRole } from './staff';

/**
 * Seller, deliveryman and admin routes (contract §0.8 addition) that move orders along the state machine and
 * answer refund requests. The role comes from the user's `role`; a seller sees only its own shops' orders.
 */
const tag = 'orders-staff';

const statusRoute = (role: StaffRole, path: string) =>
  defineRoute({
    method: 'POST', path, summary: `Move an order one status along (${role})`, tag, auth: 'required',
    params: orderParams, body: staffStatusBody,
    handler: async ({ ctx, req, user, params, body }) =>
      json(success(await staffChangeStatus(ctx, req, staffActor(user!, role), params.id, body.status, body.note))),
  });

const refundRoute = (role: 'seller' | 'admin', path: string) =>
  defineRoute({
    method: 'POST', path, summary: `Answer a refund request: accepted refunds to the wallet, canceled rejects (${role})`, tag, auth: 'required',
    params: orderParams, body: refundAnswerBody,
    handler: async ({ ctx, user, params, body }) => json(success(await answerRefund(ctx, staffActor(user!, role), params.id, body))),
  });

export const staffRoutes = [
  statusRoute('seller', '/dashboard/seller/orders/:id/status/update'),
  statusRoute('deliveryman', '/dashboard/deliveryman/order/:id/status/update'),
  statusRoute('admin', '/dashboard/admin/orders/:id/status/update'),
  refundRoute('seller', '/dashboard/seller/order-refunds/:id/status/update'),
  refundRoute('admin', '/dashboard/admin/order-refunds/:id/status/update'),
];
