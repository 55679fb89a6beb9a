import { z } from 'zod';
import { commonQuery, id } from './fields';

/** Gateway payments (contract §3.7): `order-{tag}-process`, the demo gateway's hosted page, provider callbacks. */

export const AMOUNT_MAX = 100_000;

/** A money amount typed by the customer: positive, at most 2 decimals (JSON number or query string). */
export const amount = () =>
  z
    .union([z.number(), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'Must be an amount like 12.50')])
    .transform(Number)
    .pipe(
      z
        .number('Must be a number')
        .positive('Must be more than 0')
        .max(AMOUNT_MAX, `Must be at most ${AMOUNT_MAX}`)
        .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals'),
    );

/**
 * What to pay: an unpaid order (`order_id`), a tip on a delivered order (`order_id` + `tips`), or a wallet
 * top-up (`wallet_id` + `total_price`, typed in `currency_id`). Exactly one of order_id / wallet_id.
 */
const processFields = {
  order_id: id().optional(),
  /** An unpaid courier parcel (contract §3.11). */
  parcel_id: id().optional(),
  tips: amount().optional(),
  wallet_id: id().optional(),
  total_price: amount().optional(),
  currency_id: id().optional(),
};

const oneTarget = <T extends { order_id?: number; parcel_id?: number; wallet_id?: number; total_price?: number; tips?: number }>(v: T, ctx: z.RefinementCtx) => {
  const targets = [v.order_id, v.parcel_id, v.wallet_id].filter((t) => t !== undefined).length;
  if (targets !== 1) ctx.addIssue({ code: 'custom', path: ['order_id'], message: 'Give order_id, parcel_id or wallet_id' });
  if (v.parcel_id !== undefined && (v.tips !== undefined || v.total_price !== undefined)) ctx.addIssue({ code: 'custom', path: ['parcel_id'], message: 'The parcel decides the amount' });
  if (v.wallet_id !== undefined && v.total_price === undefined) ctx.addIssue({ code: 'custom', path: ['total_price'], message: 'Required with wallet_id' });
  if (v.wallet_id !== undefined && v.tips !== undefined) ctx.addIssue({ code: 'custom', path: ['tips'], message: 'Tips go with order_id' });
  if (v.order_id !== undefined && v.total_price !== undefined) ctx.addIssue({ code: 'custom', path: ['total_price'], message: 'The order decides the amount' });
};

export const processBody = z.strictObject(processFields).superRefine(oneTarget);
/** The contract's GET form: the same fields as query parameters (plus `lang`). */
export const processQuery = z.object({ ...commonQuery, ...processFields }).superRefine(oneTarget);
export type ProcessInput = z.infer<typeof processBody>;

export const demoSessionParams = z.object({ session: z.string().regex(/^demo_[A-Za-z0-9_-]{10,60}$/, 'Unknown session') });
export const demoDecisionParams = z.object({
  session: z.string().regex(/^demo_[A-Za-z0-9_-]{10,60}$/, 'Unknown session'),
  decision: z.enum(['approve', 'decline', 'cancel'], 'approve, decline or cancel'),
});
export const demoPageQuery = z.object({ lang: commonQuery.lang });

export const webhookParams = z.object({ tag: z.enum(['demo', 'stripe'], 'Unknown payment provider') });
