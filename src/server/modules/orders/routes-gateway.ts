import { and, eq } from 'drizzle-orm';
import { demoDecisionParams, demoPageQuery, demoSessionParams, processBody, processQuery, webhookParams, type ProcessInput } from '@/contract/schemas/payments';
import type { AppContext } from '../../context';
import { paymentProcess, payments, transactions } from '../../db/schema';
import { success } from '../../http/envelope';
import { invalid, notFound } from '../../http/api-error';
import { runIdempotent } from '../../http/idempotency';
import { defineRoute, json, type RequestInfo, type RouteDef } from '../../http/route';
import { DEMO_SIGNATURE_HEADER, DEMO_TAG, demoSecret, signDemoCallback } from '../../integrations/payments/demo';
import { GATEWAY_TAGS, gatewayFor } from '../../integrations/payments';
import { renderDemoPage } from './demo-page';
import { handleGatewayCallback } from './gateway-callback';
import type { SessionData } from './gateway-kinds';
import { startGatewayPayment } from './gateway-process';

/** Card payments through a gateway (contract §3.7): open a session, the demo gateway's hosted page, provider callbacks. */
const tag = 'payments';

/** Where the customer comes back to: PUBLIC_URL, else the scheme and host the request came to. */
function storefrontOrigin(ctx: AppContext, req: RequestInfo): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const host = req.headers.host ?? '';
  if (!/^[A-Za-z0-9.-]+(:[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$/.test(host)) throw invalid({ host: ['Unknown host'] });
  return `${req.secure ? 'https' : 'http'}://${host}`;
}

const processRoutes = GATEWAY_TAGS.flatMap((gateway): RouteDef[] => {
  const path = `/dashboard/user/order-${gateway}-process`;
  const summary = `Open a ${gateway} payment: an unpaid order ({order_id}) or parcel ({parcel_id}), a tip ({order_id, tips}) or a wallet top-up ({wallet_id, total_price, currency_id?}); data.data.url is the hosted page`;
  const start = (ctx: AppContext, req: RequestInfo, user: Parameters<typeof startGatewayPayment>[2], input: ProcessInput) =>
    runIdempotent(ctx, req, user.user.id, input, async (tx) => ({ status: 200, body: success(await startGatewayPayment(ctx, tx, user, gateway, input, storefrontOrigin(ctx, req))) }));
  return [
    defineRoute({
      method: 'POST', path, summary: `${summary} (Idempotency-Key honoured)`, tag, auth: 'required', body: processBody,
      handler: async ({ ctx, req, user, body }) => start(ctx, req, user!, body),
    }),
    defineRoute({
      method: 'GET', path, summary: `${summary} (the contract's GET form, fields as query parameters)`, tag, auth: 'required', query: processQuery,
      handler: async ({ ctx, req, user, query }) => {
        const { lang: _lang, ...input } = query;
        return start(ctx, req, user!, input);
      },
    }),
  ];
});

/** The demo session (only while the demo gateway is on). */
async function demoSession(ctx: AppContext, session: string) {
  if (!gatewayFor(ctx.config, DEMO_TAG)) throw notFound();
  const [row] = await ctx.db
    .select({ process: paymentProcess, status: transactions.status })
    .from(paymentProcess)
    .innerJoin(payments, and(eq(payments.id, paymentProcess.paymentId), eq(payments.tag, DEMO_TAG)))
    .leftJoin(transactions, eq(transactions.paymentTrxId, paymentProcess.id))
    .where(eq(paymentProcess.id, session));
  if (!row) throw notFound();
  return { data: row.process.data as unknown as SessionData, open: row.status === 'progress' };
}

const html = (page: string) => ({ kind: 'file' as const, body: Buffer.from(page), contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } });

const demoRoutes = [
  defineRoute({
    method: 'GET', path: '/pay/demo/:session', summary: 'The demo gateway\'s hosted payment page (HTML): approve, decline or cancel', tag, auth: 'none',
    params: demoSessionParams, query: demoPageQuery,
    handler: async ({ ctx, params, query }) => {
      const { data, open } = await demoSession(ctx, params.session);
      const description = data.kind === 'topup' ? 'Wallet top-up' : data.kind === 'tip' ? `Tip, order #${data.order_id}` : data.kind === 'parcel' ? `Parcel #${data.parcel_id}` : `Order #${data.order_id}`;
      return html(renderDemoPage({ session: params.session, lang: query.lang, amount: data.amount, currency: data.currency, description, open, backUrl: data.cancel_url }));
    },
  }),
  defineRoute({
    method: 'POST', path: '/pay/demo/:session/:decision', summary: 'The demo gateway acts on the customer\'s decision: a signed callback, then back to the storefront (303)', tag, auth: 'none',
    params: demoDecisionParams, query: demoPageQuery,
    handler: async ({ ctx, params }) => {
      const { data } = await demoSession(ctx, params.session);
      const status = params.decision === 'approve' ? 'paid' : params.decision === 'decline' ? 'rejected' : 'canceled';
      // Exactly what a provider would post to our webhook, signed with the demo secret, through the same check.
      const raw = JSON.stringify({ session_id: params.session, reference: data.reference, status, amount: data.amount, currency: data.currency });
      const signature = signDemoCallback(demoSecret(ctx.config.paymentDemoSecret, ctx.config.dataDir), raw);
      await handleGatewayCallback(ctx, DEMO_TAG, Buffer.from(raw), { [DEMO_SIGNATURE_HEADER]: signature, 'content-type': 'application/json' });
      const location = status === 'paid' ? data.success_url : data.cancel_url;
      return json(success({ location }), { status: 303, headers: { Location: location } });
    },
  }),
  defineRoute({
    method: 'POST', path: '/pay/webhook/:tag', summary: 'A payment provider\'s signed callback (demo: Groops-Demo-Signature, Stripe: Stripe-Signature); forged → 400', tag, auth: 'none',
    params: webhookParams,
    handler: async ({ ctx, req, params, raw }) => json(success({ result: await handleGatewayCallback(ctx, params.tag, raw, req.headers) })),
  }),
];

export const gatewayRoutes: RouteDef[] = [...processRoutes, ...demoRoutes];
