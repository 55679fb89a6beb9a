import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startContext } from '../../src/server';
import { readConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { ENGINE } from './harness';
import { adminQuery, withDatabase } from './pg-admin';

/**
 * Server processes of one deployment (WEB_CONCURRENCY, or several hosts) start at the same moment on one empty
 * PostgreSQL database (ADR 0038): each start migrates and seeds under one advisory lock, so the first does it and
 * the others find it done. Without the lock they raced: `create schema` and the seed's rows collided (23505).
 */
describe.skipIf(ENGINE !== 'postgres')('server processes starting at once on one empty database', () => {
  const name = `groops_start_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'groops-start-'));
  const started: AppContext[] = [];

  afterAll(async () => {
    await Promise.all(started.map((ctx) => ctx.database.close()));
    await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${name} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('every start succeeds, and the database is migrated and seeded exactly once', async () => {
    await adminQuery(process.env.DATABASE_URL!, `create database ${name}`);
    const config = { ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }), databaseUrl: withDatabase(process.env.DATABASE_URL!, name), dataDir, seedOnStart: true, seedImages: false, demoOperator: false };
    const results = await Promise.allSettled([startContext(config), startContext(config), startContext(config)]);
    for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started', 'started']);

    const count = async (query: ReturnType<typeof sql>) => ((await started[0].db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    expect(await count(sql`select count(*)::int as n from users where email = ${config.demoLogin}`)).toBe(1);
    const migrations = await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'src/server/db/migrations/meta/_journal.json'), 'utf8'));
    expect(migrations).toBe(journal.entries.length);
  }, 60_000);
});
