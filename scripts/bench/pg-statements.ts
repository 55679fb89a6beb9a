/**
 * PostgreSQL's own time per statement during a bench step, when asked for: `BENCH_PG_STATEMENTS=1` starts the bench
 * cluster with pg_stat_statements (planning tracked too) and prints the statements that cost most between `reset`
 * and `print`. Off by default: the figures of a normal run are taken without the extension's overhead.
 */
import { sql } from 'drizzle-orm';
import type { TestApi } from '../../tests/api/harness';
import { sqlRows } from '../../tests/api/harness';

export const statementStatsWanted = process.env.BENCH_PG_STATEMENTS === '1';

/** Set before the cluster starts (scripts/pg-temp.sh reads PG_EXTRA_OPTS). */
if (statementStatsWanted) process.env.PG_EXTRA_OPTS = `${process.env.PG_EXTRA_OPTS ?? ''} -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on`;

interface StatementRow {
  calls: number;
  plans: number;
  plan_ms: number;
  exec_ms: number;
  rows: number;
  query: string;
}

export async function resetStatementStats(api: TestApi) {
  if (!statementStatsWanted) return;
  await api.ctx.db.execute(sql`create extension if not exists pg_stat_statements`);
  await api.ctx.db.execute(sql`select pg_stat_statements_reset()`);
}

/** `units`: how many requests (or orders) the step served, for the total per unit. */
export async function printStatementStats(api: TestApi, label: string, units = 1) {
  if (!statementStatsWanted) return;
  const rows = await sqlRows<StatementRow>(
    api,
    sql`
      select calls::int, plans::int, round(total_plan_time::numeric, 2)::float as plan_ms, round(total_exec_time::numeric, 2)::float as exec_ms,
             rows::int, query
      from pg_stat_statements where query not like '%pg_stat_statements%'
      order by total_plan_time + total_exec_time desc limit 25`,
  );
  const total = rows.reduce((t, r) => t + r.plan_ms + r.exec_ms, 0);
  console.log(`\n## PostgreSQL statements, ${label}: ${(total / units).toFixed(2)} ms per unit (plan + execute, top 25)`);
  for (const r of rows) {
    const q = r.query.replace(/\s+/g, ' ').slice(0, 160);
    const each = (ms: number) => (ms / Math.max(1, r.calls)).toFixed(3);
    console.log(`${String(r.calls).padStart(6)} calls ${String(r.plans).padStart(6)} plans  per call: plan ${each(r.plan_ms)} exec ${each(r.exec_ms)} ms  ${q}`);
  }
}
