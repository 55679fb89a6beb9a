import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import { BadSignature, type CallbackOutcome, type PaymentGateway, type PaymentSession, type SessionInput } from './gateway';

/**
 * The built-in demo card gateway. Its "hosted page" is served by our own server (/api/v1/pay/demo/{session},
 * routes-gateway.ts); the customer's decision there becomes a callback signed exactly like a provider's
 * (HMAC-SHA256 over "timestamp.body", header `Groops-Demo-Signature: t=…,v1=…`) and goes through the same
 * verification as any webhook. No money moves anywhere.
 */

export const DEMO_TAG = 'demo';
export const DEMO_SIGNATURE_HEADER = 'groops-demo-signature';
/** Older signed callbacks are refused (a captured callback cannot be replayed days later). */
const TOLERANCE_SECONDS = 300;

export interface DemoCallbackBody {
  session_id: string;
  reference: string;
  status: CallbackOutcome['status'];
  amount: number;
  currency: string;
}

/** The configured secret, or one generated once and kept in the data directory. */
export function demoSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'demo-payment-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    // wx: two processes starting together keep the first one's secret.
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
    return secret;
  }
}

const hmac = (secret: string, timestamp: number, raw: string) => createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');

/** The signature header of a callback body (what the demo provider sends; tests forge with other secrets). */
export function signDemoCallback(secret: string, raw: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, raw)}`;
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : (value ?? '');
}

export function demoGateway(secret: string, now: () => Date = () => new Date()): PaymentGateway {
  return {
    tag: DEMO_TAG,
    async createSession(_input: SessionInput): Promise<PaymentSession> {
      const id = `demo_${randomBytes(18).toString('base64url')}`;
      return { id, url: `/api/v1/pay/demo/${id}` };
    },
    async verifyCallback(raw, headers): Promise<CallbackOutcome | null> {
      const parts = Object.fromEntries(header(headers, DEMO_SIGNATURE_HEADER).split(',').map((p) => p.trim().split('=') as [string, string]));
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp) || !parts.v1) throw new BadSignature('missing signature');
      if (Math.abs(now().getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) throw new BadSignature('stale signature');
      const expected = Buffer.from(hmac(secret, timestamp, raw.toString('utf8')), 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BadSignature('signature mismatch');
      const body = JSON.parse(raw.toString('utf8')) as DemoCallbackBody;
      if (!['paid', 'rejected', 'canceled'].includes(body.status) || !Number.isInteger(body.amount)) return null;
      return { sessionId: String(body.session_id), reference: String(body.reference), status: body.status, amount: body.amount, currency: String(body.currency), providerRef: String(body.session_id) };
    },
    // Nothing was charged, so there is nothing to give back at a provider; the caller records the refund.
    async refund() {},
  };
}
