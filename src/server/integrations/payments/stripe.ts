import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { BadSignature, type CallbackOutcome, type PaymentGateway } from './gateway';

/**
 * Stripe through its official package: a Checkout Session is the hosted page, its webhook (signature checked
 * with the endpoint secret) reports the outcome, a Refund gives money back. `apiBase` points the client at
 * another host (tests serve the provider's answers from a local fixture server).
 */

export const STRIPE_TAG = 'stripe';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  apiBase: string | null;
}

function clientOptions(apiBase: string | null): Stripe.StripeConfig {
  if (!apiBase) return { maxNetworkRetries: 1 };
  const url = new URL(apiBase);
  return { host: url.hostname, port: url.port ? Number(url.port) : undefined, protocol: url.protocol === 'http:' ? 'http' : 'https', maxNetworkRetries: 0 };
}

type SessionObject = Stripe.Checkout.Session;

const STATUS_OF_EVENT: Record<string, CallbackOutcome['status'] | undefined> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'rejected',
  'checkout.session.expired': 'canceled',
};

function outcomeOf(event: Stripe.Event): CallbackOutcome | null {
  const status = STATUS_OF_EVENT[event.type];
  if (!status) return null;
  const session = event.data.object as SessionObject;
  // A completed session with a delayed method (bank debit) is not paid yet; async_payment_* follows.
  if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return null;
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  return {
    sessionId: session.id,
    reference: session.client_reference_id ?? '',
    status,
    amount: session.amount_total ?? -1,
    currency: (session.currency ?? '').toLowerCase(),
    providerRef: intent ?? undefined,
  };
}

export function stripeGateway(keys: StripeKeys): PaymentGateway {
  const stripe = new Stripe(keys.secretKey, clientOptions(keys.apiBase));
  return {
    tag: STRIPE_TAG,
    async createSession(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: input.reference,
        metadata: { reference: input.reference },
        line_items: [{ quantity: 1, price_data: { currency: input.currency, unit_amount: input.amount, product_data: { name: input.description } } }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a session without a URL');
      return { id: session.id, url: session.url };
    },
    async verifyCallback(raw: Buffer, headers: IncomingHttpHeaders) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw new BadSignature('missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, keys.webhookSecret);
      } catch {
        throw new BadSignature('Stripe signature mismatch');
      }
      return outcomeOf(event);
    },
    async refund(input) {
      if (!input.providerRef) throw new Error(`Stripe session ${input.sessionId} has no payment intent to refund`);
      await stripe.refunds.create({ payment_intent: input.providerRef, amount: input.amount }, { idempotencyKey: `refund-${input.sessionId}` });
    },
  };
}
