import { sql } from 'drizzle-orm';
import { demoSecret, signDemoCallback, DEMO_SIGNATURE_HEADER } from '../../src/server/integrations/payments/demo';
import { sqlRows, type TestApi } from './harness';

/** Helpers of the card-payment tests: open a session, drive the demo gateway, forge or replay its callbacks. */

export async function openSession(api: TestApi, token: string, tag: string, body: unknown, key?: string) {
  return api.call('POST', `/dashboard/user/order-${tag}-process`, { token, body, headers: key ? { 'idempotency-key': key } : undefined });
}

/** The customer's click on the demo gateway's page: answers the 303 back to the storefront. */
export async function decide(api: TestApi, sessionId: string, decision: 'approve' | 'decline' | 'cancel') {
  const res = await fetch(`${api.url}/api/v1/pay/demo/${sessionId}/${decision}`, { method: 'POST', redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

export interface SessionRow {
  id: string;
  data: { reference: string; amount: number; currency: string; transaction_id: number };
}

export async function sessionRow(api: TestApi, id: string): Promise<SessionRow> {
  const [row] = await sqlRows<SessionRow>(api, sql`select id, data from payment_process where id = ${id}`);
  return row;
}

/** A demo callback as the provider would post it, signed with `secret` (default: the real one). */
export function demoCallback(api: TestApi, body: Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const secret = opts.secret ?? demoSecret(api.config.paymentDemoSecret, api.config.dataDir);
  return { raw, signature: signDemoCallback(secret, raw, opts.timestamp) };
}

export async function postDemoCallback(api: TestApi, cb: { raw: string; signature: string }) {
  return api.call('POST', '/pay/webhook/demo', { rawBody: cb.raw, headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: cb.signature } });
}

export async function transactionStatuses(api: TestApi, where: { orderId?: number; walletId?: number }) {
  const rows = where.orderId
    ? await sqlRows<{ status: string; note: string | null }>(api, sql`select status, note from transactions where order_id = ${where.orderId} order by id`)
    : await sqlRows<{ status: string; note: string | null }>(api, sql`select status, note from transactions where wallet_id = ${where.walletId} order by id`);
  return rows.map((r) => r.status);
}
