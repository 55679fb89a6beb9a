import type { ServerConfig } from '../../config';
import { demoGateway, demoSecret, DEMO_TAG } from './demo';
import type { PaymentGateway } from './gateway';
import { stripeGateway, STRIPE_TAG } from './stripe';

export * from './gateway';

/**
 * Which payment methods really work. Cash and wallet are built in; a card gateway counts only when it has an
 * adapter and what that adapter needs: the demo gateway (on by default), Stripe when its secret key and
 * webhook secret are both set. `rest/payments` lists exactly these.
 */

export const BUILT_IN_PAYMENTS = ['cash', 'wallet'] as const;

type GatewayConfig = Pick<ServerConfig, 'paymentKeys' | 'paymentDemo' | 'paymentDemoSecret' | 'stripeWebhookSecret' | 'stripeApiBase' | 'dataDir'>;

const makers: Record<string, (config: GatewayConfig) => PaymentGateway | null> = {
  [DEMO_TAG]: (c) => (c.paymentDemo ? demoGateway(demoSecret(c.paymentDemoSecret, c.dataDir)) : null),
  [STRIPE_TAG]: (c) => {
    const secretKey = c.paymentKeys[STRIPE_TAG];
    return secretKey && c.stripeWebhookSecret ? stripeGateway({ secretKey, webhookSecret: c.stripeWebhookSecret, apiBase: c.stripeApiBase }) : null;
  },
};

/** The adapter of a usable card gateway, or null (unknown tag, no adapter, not configured). */
export function gatewayFor(config: GatewayConfig, tag: string): PaymentGateway | null {
  return Object.hasOwn(makers, tag) ? makers[tag](config) : null;
}

export function isGatewayTag(tag: string): boolean {
  return Object.hasOwn(makers, tag);
}

/** Whether payments with `tag` may be offered and taken. */
export function isPaymentEnabled(config: GatewayConfig, tag: string): boolean {
  return (BUILT_IN_PAYMENTS as readonly string[]).includes(tag) || gatewayFor(config, tag) !== null;
}

/** Tags with a gateway adapter (each gets its `order-{tag}-process` route). */
export const GATEWAY_TAGS = Object.keys(makers);
