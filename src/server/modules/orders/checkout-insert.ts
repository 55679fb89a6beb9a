import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromJsonRow, jsonRow } from '../../db/json-rows';
import { preparedSql } from '../../db/prepared';
import { orderDetails, orders, transactions } from '../../db/schema';
import type { CartTotalsLine } from '../cart/totals';
import { paymentFields, type PaymentRow, type TransactionRow } from './service-payments';

/**
 * Checkout's first write, ONE statement instead of three (ADR 0026): the order row, its main lines (the cart
 * lines without a parent, in cart line order) and its payment row (cash / gateway `progress`, wallet `paid`; the
 * wallet debit comes with the last write, closeCartAndTakeStock). Add-on lines need their main line's new id and
 * are copied after it (copyAddonLines). Returns the three as GET orders/{id} reads them (decoded from JSON), and
 * the id of the status event closeCartAndTakeStock writes.
 */

export type OrderInsert = typeof orders.$inferInsert;
export type OrderLine = typeof orderDetails.$inferSelect;

/** Every column checkout sets (a fixed list: the statement is prepared, ADR 0018); the rest take their defaults. */
const ORDER_COLUMNS = [
  'userId', 'shopId', 'status', 'deliveryType', 'currencyId', 'rate', 'originPrice', 'totalDiscount', 'tax', 'commissionFee', 'deliveryFee',
  'serviceFee', 'waiterFee', 'tips', 'couponPrice', 'km', 'totalPrice', 'note', 'location', 'address', 'addressId', 'phone', 'username',
  'deliveryDate', 'deliveryTime', 'paymentId', 'cartId', 'idempotencyKey', 'img', 'participants', 'createdAt', 'updatedAt',
] as const;
export type CheckoutOrderInsert = Pick<OrderInsert, (typeof ORDER_COLUMNS)[number]>;

const orderColumns = getTableColumns(orders) as Record<string, Column>;
const p = (name: string) => sql.placeholder(name);

const insertPlaced = preparedSql<{ order: Record<string, unknown>; lines: Array<Record<string, unknown>>; tx: Record<string, unknown>; event_id: number }>(
  'insert_checkout_order_lines_payment',
  () => sql`with o as (
      insert into ${orders} (${sql.join(ORDER_COLUMNS.map((k) => sql.identifier(orderColumns[k].name)), sql`, `)})
      values (${sql.join(ORDER_COLUMNS.map((k) => p(k)), sql`, `)}) returning *),
    d as (
      insert into ${orderDetails} (order_id, stock_id, parent_id, origin_price, total_price, tax, discount, quantity, bonus, note, participant, created_at, updated_at)
      select o.id, l.stock_id, null, l.origin_price, l.total_price, l.tax, l.discount, l.quantity, l.bonus, l.note, l.participant, o.created_at, o.updated_at
      from o, unnest(${p('lineStock')}::integer[], ${p('lineOrigin')}::bigint[], ${p('lineTotal')}::bigint[], ${p('lineTax')}::bigint[],
        ${p('lineDiscount')}::bigint[], ${p('lineQuantity')}::integer[], ${p('lineBonus')}::boolean[], ${p('lineNote')}::text[], ${p('lineParticipant')}::text[])
        with ordinality as l(stock_id, origin_price, total_price, tax, discount, quantity, bonus, note, participant, n)
      order by l.n
      returning *),
    t as (
      insert into ${transactions} (order_id, user_id, price, payment_sys_id, note, status, perform_time, created_at, updated_at)
      select o.id, o.user_id, o.total_price, ${p('paySys')}::integer, ${p('payNote')}::text, ${p('payStatus')}::text, ${p('payTime')}::timestamptz,
        o.created_at, o.updated_at from o
      returning *)
    select ${jsonRow(orders, 'o')} as "order", coalesce((select json_agg(${jsonRow(orderDetails, 'd')} order by d.id) from d), '[]'::json) as lines,
      (select ${jsonRow(transactions, 't')} from t) as tx, nextval(pg_get_serial_sequence('order_status_events', 'id'))::integer as event_id
    from o`,
);

export interface PlacedRows {
  order: CheckoutOrderInsert;
  /** The cart lines to copy: those without a parent are written here, the others are left to copyAddonLines. */
  lines: CartTotalsLine[];
  notes: Record<string, string>;
  participantOf: (userCartId: number) => string | null;
  payment: PaymentRow;
  now: Date;
}

export async function insertOrderLinesPayment(tx: Db, w: PlacedRows) {
  const values: Record<string, unknown> = {};
  for (const k of ORDER_COLUMNS) {
    const v = w.order[k];
    values[k] = v === undefined || v === null ? null : orderColumns[k].mapToDriverValue(v);
  }
  const mains = w.lines.filter((l) => l.parentCartDetailId === null);
  Object.assign(values, {
    lineStock: mains.map((l) => l.stockId),
    lineOrigin: mains.map((l) => l.originPrice),
    lineTotal: mains.map((l) => l.totalPrice),
    lineTax: mains.map((l) => l.tax),
    lineDiscount: mains.map((l) => l.discount),
    lineQuantity: mains.map((l) => l.quantity),
    lineBonus: mains.map((l) => l.bonus),
    lineNote: mains.map((l) => w.notes[String(l.stockId)] ?? null),
    lineParticipant: mains.map((l) => w.participantOf(l.userCartId)),
  });
  const pay = paymentFields(w.payment.tag, w.now);
  Object.assign(values, { paySys: w.payment.id, payNote: pay.note ?? null, payStatus: pay.status, payTime: pay.performTime?.toISOString() ?? null });
  const [row] = await insertPlaced(tx, values);
  const lines: OrderLine[] = row.lines.map((l) => fromJsonRow(orderDetails, l));
  return {
    order: fromJsonRow(orders, row.order),
    lines,
    transaction: fromJsonRow(transactions, row.tx) as TransactionRow,
    /** The new line id of each copied cart line, for its add-ons. */
    mainIdOf: new Map(mains.map((l, i) => [l.cartDetailId, lines[i].id])),
    /** The id of the order's first status event, taken now so the answer is whole before the last write (ADR 0035). */
    eventId: Number(row.event_id),
  };
}
