import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { jsonRow } from '../db/json-rows';
import { preparedQuery, preparedSql } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';

/**
 * The statements of an Idempotency-Key (ADR 0026, 0034, 0035): the claim with the stored answer, the store of a
 * new answer (alone, or as a part of the work's last statement) and the read of a finished attempt's answer.
 */

/** The advisory lock id of one (user, key): 64 bits of a hash, namespaced so no other lock can share it. */
export function claimId(userId: number, key: string): string {
  return createHash('sha256').update(`idempotency-key\n${userId}\n${key}`).digest().readBigInt64BE(0).toString();
}

export const claimQuery = preparedSql<{ ok: boolean; stored: Record<string, unknown> | null }>('idempotency_claim_read', () => {
  const v = (name: string) => sql.placeholder(name);
  return sql`select pg_try_advisory_xact_lock(${v('id')}::bigint) as ok,
    (select ${jsonRow(idempotencyKeys, 'k')} from ${idempotencyKeys} k where k.user_id = ${v('userId')}::integer and k.key = ${v('key')}::text) as stored`;
});

/** The values of keptAnswerCte for one answer (as drizzle writes a jsonb value: JSON text, undefined is NULL). */
export type AnswerValues = {
  keyUser: number;
  keyKey: string;
  keyRoute: string;
  keyHash: string;
  keyStatus: number;
  keyBody: string | null;
  keyAt: string;
};

/**
 * `kept as (…)`: stores the answer unless a finished attempt's row is there, so `kept` has no row then (see
 * runIdempotent). A CTE, so a work's last statement can store its own answer (closeCartAndTakeStock).
 */
export function keptAnswerCte(): SQL {
  const v = (name: keyof AnswerValues) => sql.placeholder(name);
  return sql`kept as (insert into ${idempotencyKeys} as k (user_id, key, route, request_hash, status, response_status, response_body, created_at)
    values (${v('keyUser')}::integer, ${v('keyKey')}::text, ${v('keyRoute')}::text, ${v('keyHash')}::text, 'done', ${v('keyStatus')}::integer, ${v('keyBody')}::jsonb, ${v('keyAt')}::timestamptz)
    on conflict (user_id, key) do update set status = excluded.status, response_status = excluded.response_status, response_body = excluded.response_body
    where k.status <> 'done' returning 1)`;
}

export const storeQuery = preparedSql<{ kept: number }>('idempotency_store_unless_done', () => sql`with ${keptAnswerCte()} select count(*)::integer as kept from kept`);

export const storedQuery = preparedQuery('idempotency_stored', (db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))))
    .limit(1),
);
