import type { IncomingHttpHeaders } from 'node:http';
import type { Minor } from '@/lib/money';

/**
 * One interface for every card gateway: open a hosted payment session, verify the provider's signed callback,
 * refund. Amounts are integer minor units; the provider's answer is trusted only after `verifyCallback`.
 */

export interface SessionInput {
  /** Our reference the provider echoes back (payment_process.data.reference): ties a callback to one payment. */
  reference: string;
  amount: Minor;
  /** ISO 4217, lower case. */
  currency: string;
  description: string;
  /** Where the customer lands after paying, and after declining or abandoning. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentSession {
  /** The provider's session id (payment_process.id). */
  id: string;
  /** The hosted payment page. */
  url: string;
}

/** What a verified callback says about one session. */
export interface CallbackOutcome {
  sessionId: string;
  reference: string;
  status: 'paid' | 'rejected' | 'canceled';
  amount: Minor;
  currency: string;
  /** The provider's payment id, needed for refunds (Stripe: the payment intent). */
  providerRef?: string;
}

export interface RefundInput {
  sessionId: string;
  providerRef?: string;
  amount: Minor;
}

export interface PaymentGateway {
  tag: string;
  createSession(input: SessionInput): Promise<PaymentSession>;
  /**
   * The outcome of a callback whose signature is valid, null for a valid event we do not act on; throws
   * `BadSignature` for a forged, altered or stale one.
   */
  verifyCallback(raw: Buffer, headers: IncomingHttpHeaders): Promise<CallbackOutcome | null>;
  refund(input: RefundInput): Promise<void>;
}

export class BadSignature extends Error {}
