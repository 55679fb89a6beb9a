import type { AppContext } from '../../context';
import type { OrderStatus } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import type { RequestInfo } from '../../http/route';
import { orderView } from './service-read';
import type { StaffActor } from './staff';
import { changeOrderStatus } from './status-service';

/** Status moves from the routes: the customer's cancel and the staff moves, answering the full order. */

export async function customerChangeStatus(ctx: AppContext, req: RequestInfo, auth: AuthUser, orderId: number, to: OrderStatus) {
  const order = await changeOrderStatus(ctx.db, { orderId, to, actor: 'customer', userId: auth.user.id, now: ctx.clock.now(), config: ctx.config });
  return orderView(ctx.db, order, req.locale);
}

export async function staffChangeStatus(ctx: AppContext, req: RequestInfo, staff: StaffActor, orderId: number, to: OrderStatus, note?: string) {
  const order = await changeOrderStatus(ctx.db, { orderId, to, actor: staff.actor, userId: staff.userId, now: ctx.clock.now(), config: ctx.config, note });
  return orderView(ctx.db, order, req.locale);
}
