import type { Minor } from '@/lib/money';
import type { ServerConfig } from '../config';

/**
 * Card payment gateways. Cash and wallet are built in; a card gateway (stripe, razorpay, …) is offered in
 * `rest/payments` only when its secret is configured (PAYMENT_KEY_ENV in config.ts), so the demo runs with
 * none. Paying an order with a gateway records a `progress` transaction; a real adapter then opens the
 * hosted payment and confirms it later. No adapter ships yet: `gatewayFor` answers null until one does.
 */

export const BUILT_IN_PAYMENTS = ['cash', 'wallet'] as const;

export interface PaymentSession {
  /** The gateway's session id (payment_process.id). */
  id: string;
  /** Where the customer completes the payment. */
  url: string;
}

export interface PaymentGateway {
  tag: string;
  createSession(input: { orderId: number; amount: Minor; currencyCode: string; returnUrl: string }): Promise<PaymentSession>;
}

/** Tags of the card gateways that have a secret configured. */
export function keyedGateways(config: Pick<ServerConfig, 'paymentKeys'>): string[] {
  return Object.keys(config.paymentKeys);
}

/** Whether payments with `tag` may be offered and taken. */
export function isPaymentEnabled(config: Pick<ServerConfig, 'paymentKeys'>, tag: string): boolean {
  return (BUILT_IN_PAYMENTS as readonly string[]).includes(tag) || keyedGateways(config).includes(tag);
}

const adapters: Record<string, (secret: string) => PaymentGateway> = {};

/** The adapter of a keyed gateway, or null (none configured, or none implemented for that tag). */
export function gatewayFor(config: Pick<ServerConfig, 'paymentKeys'>, tag: string): PaymentGateway | null {
  const secret = config.paymentKeys[tag];
  const make = adapters[tag];
  return secret && make ? make(secret) : null;
}
