import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { RouteResult, StreamSink } from '../../http/route';
import { cartHub, exitOf, type CartEvent } from './group-events';
import * as g from './group-queries';
import { ownCartById } from './queries';

/**
 * Live group cart (server-sent events), for a member (`rest/cart/{id}/stream?user_cart_uuid=`) or the owner
 * (`dashboard/user/cart/{id}/stream`):
 *   event: cart    id: <revision>  data: {"cart_id","revision"}   something changed: refetch the cart
 *   event: kicked  data: {"cart_id"}                               to the kicked member only; the stream ends
 *   event: closed  data: {"cart_id","order_id"}                    the owner placed the order; the stream ends
 *   event: ended   data: {"cart_id"}                               the owner ended the group; the stream ends
 * The current state comes first (once LISTEN is active, so nothing falls between), so a reconnect misses
 * nothing; after a lost LISTEN the stream re-reads its state. A `: keep-alive` comment every 15 s.
 */

export const KEEP_ALIVE_MS = 15_000;

type State = { kind: 'cart'; revision: number } | { kind: 'kicked' | 'ended' } | { kind: 'closed'; orderId: number };
type Viewer = { uuid: string } | { ownerId: number };

/** What a guest participant may see of the cart now; null when the uuid never was one (→ 403). */
async function memberState(db: Db, cartId: number, uuid: string): Promise<State | null> {
  const row = await g.cartWithParticipant(db, cartId, uuid);
  if (row?.member && row.member.userId === null && row.cart.group) return { kind: 'cart', revision: row.cart.revision };
  const exit = await exitOf(db, cartId, uuid);
  if (!exit) return null;
  return exit.reason === 'closed' ? { kind: 'closed', orderId: exit.orderId ?? 0 } : { kind: exit.reason as 'kicked' | 'ended' };
}

/** The owner's view: its running group, the order placed from it, or ended; null when not its cart (→ 404). */
async function ownerState(db: Db, cartId: number, ownerId: number): Promise<State | null> {
  const cart = await ownCartById(db, cartId, ownerId);
  if (cart) return cart.group ? { kind: 'cart', revision: cart.revision } : { kind: 'ended' };
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.cartId, cartId), eq(orders.userId, ownerId))).orderBy(desc(orders.id)).limit(1);
  return order ? { kind: 'closed', orderId: order.id } : null;
}

const stateOf = (db: Db, cartId: number, viewer: Viewer) => ('uuid' in viewer ? memberState(db, cartId, viewer.uuid) : ownerState(db, cartId, viewer.ownerId));

/** How this viewer reads a hub event (null: re-read the state). */
function stateFromEvent(e: CartEvent, viewer: Viewer): State | null {
  const mine = 'uuid' in viewer && (e.uuids ?? []).some((u) => u.toLowerCase() === viewer.uuid.toLowerCase());
  if (e.kind === 'resync' || (mine && e.kind === 'left')) return null; // a member who left gets 403 from now on
  if (e.kind === 'closed') return { kind: 'closed', orderId: e.order_id ?? 0 };
  if (e.kind === 'ended') return { kind: 'ended' };
  if (mine && e.kind === 'kicked') return { kind: 'kicked' };
  return { kind: 'cart', revision: e.revision };
}

function frame(cartId: number, s: State): string {
  if (s.kind === 'cart') return `event: cart\nid: ${s.revision}\ndata: ${JSON.stringify({ cart_id: cartId, revision: s.revision })}\n\n`;
  const data = s.kind === 'closed' ? { cart_id: cartId, order_id: s.orderId } : { cart_id: cartId };
  return `event: ${s.kind}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function openCartStream(ctx: AppContext, cartId: number, viewer: Viewer, keepAliveMs = KEEP_ALIVE_MS): Promise<RouteResult> {
  if (!(await stateOf(ctx.db, cartId, viewer))) throw 'uuid' in viewer ? new ApiError('FORBIDDEN') : notFound();
  const hub = cartHub(ctx.database, ctx.logger);

  return {
    kind: 'stream',
    open(sink: StreamSink) {
      let done = false;
      let ready = false;
      let lastRevision = -1;
      let unsubscribe = () => {};
      const early: CartEvent[] = [];
      const finish = () => {
        if (done) return;
        done = true;
        clearInterval(beat);
        unsubscribe();
        sink.end();
      };
      const send = (s: State | null) => {
        if (done) return;
        if (!s) return finish(); // no longer a participant (left)
        if (s.kind === 'cart') {
          if (s.revision <= lastRevision) return;
          lastRevision = s.revision;
          return sink.write(frame(cartId, s));
        }
        sink.write(frame(cartId, s));
        finish();
      };
      const reread = () => stateOf(ctx.db, cartId, viewer).then(send, (error) => ctx.logger.log('warn', 'cart.stream.reread', { error: String(error) }));
      const onEvent = (e: CartEvent) => {
        if (!ready) return void early.push(e);
        const s = stateFromEvent(e, viewer);
        if (s) send(s);
        else void reread();
      };
      sink.write('retry: 3000\n\n');
      hub
        .subscribe(cartId, onEvent)
        .then(async (stop) => {
          unsubscribe = stop;
          if (done) return stop();
          send(await stateOf(ctx.db, cartId, viewer));
          ready = true;
          early.splice(0).forEach(onEvent);
        })
        .catch((error) => {
          ctx.logger.log('warn', 'cart.stream.open', { error: String(error) });
          finish();
        });
      const beat = setInterval(() => sink.write(': keep-alive\n\n'), keepAliveMs);
      beat.unref();
      return () => {
        done = true;
        clearInterval(beat);
        unsubscribe();
      };
    },
  };
}
