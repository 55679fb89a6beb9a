import { and, asc, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { parcelOrders, type ParcelStatus } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { OperatorOptions } from '../orders/operator';
import { settleParcelCash } from './pay';
import { anyDeliveryman } from './queries';
import { changeParcelStatus, nextParcelStatus } from './status';

/**
 * The demo operator's courier: like orders, each open parcel that sat in its status for an interval moves one
 * step (new → accepted → ready → on_a_way → delivered); new ones wait `newHoldMs` so the customer can cancel.
 * Accepting assigns the demo courier (the first deliveryman); delivering settles a cash payment.
 */
export async function runParcelOperatorTick(ctx: AppContext, opts: OperatorOptions): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select()
    .from(parcelOrders)
    .where(and(inArray(parcelOrders.status, ['new', 'accepted', 'ready', 'on_a_way']), lte(parcelOrders.updatedAt, new Date(now.getTime() - opts.intervalMs))))
    .orderBy(asc(parcelOrders.updatedAt))
    .limit(opts.batch ?? 50);
  const courier = rows.length ? await anyDeliveryman(ctx.db) : null;
  let moved = 0;
  for (const row of rows) {
    if (row.status === 'new' && row.updatedAt.getTime() > now.getTime() - opts.newHoldMs) continue;
    const to = nextParcelStatus(row.status as ParcelStatus);
    if (!to) continue;
    try {
      await ctx.db.transaction(async (tx) => {
        const at = ctx.clock.now();
        await changeParcelStatus(tx, row, to, at, to === 'accepted' && courier ? { deliverymanId: courier } : {});
        if (to === 'delivered') await settleParcelCash(tx, row.id, at);
      });
      moved++;
    } catch (error) {
      // The customer canceled meanwhile: nothing to do.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return moved;
}
