import { orderParams, orderTransactionBody, paymentsQuery } from '@/contract/schemas/orders';
import { success } from '../../http/envelope';
import { runIdempotent } from '../../http/idempotency';
import { defineRoute, json } from '../../http/route';
import { orderView } from './service-read';
import { listPayments, payOrder } from './service-payments';

/** Payment methods and paying an order (contract §3.7). */
const tag = 'payments';

export const paymentRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/payments', summary: 'Payment methods on offer: cash, wallet and keyed card gateways (no pagination)', tag, auth: 'none',
    query: paymentsQuery,
    handler: async ({ ctx }) => json({ data: await listPayments(ctx) }),
  }),
  defineRoute({
    method: 'POST', path: '/payments/order/:id/transactions', summary: 'Pay an unpaid order (wallet debits at once; Idempotency-Key honoured)', tag, auth: 'required',
    params: orderParams, body: orderTransactionBody,
    handler: async ({ ctx, req, user, params, body }) =>
      runIdempotent(ctx, req, user!.user.id, body, async (tx) => {
        const order = await payOrder(ctx, tx, user!, params.id, body);
        return { status: 200, body: success(await orderView(tx, order, req.locale)) };
      }),
  }),
];
