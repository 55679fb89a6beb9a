import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../src/server/config';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { createContext } from '../../src/server';
import { seedDatabase } from '../../src/server/seed';
import { adminQuery, TEMPLATE_DB, withDatabase } from './pg-admin';

export const SNAPSHOT = path.join(process.cwd(), '.cache', 'pglite-test-snapshot.tar.gz');

/**
 * Seeds one database for the whole API suite: a PGlite snapshot each test file loads in about a second, or
 * on PostgreSQL a template database each test file clones.
 */
export default async function setup() {
  const config = { ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }), dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'groops-seed-')) };
  const url = process.env.DATABASE_URL;
  if (url) {
    await adminQuery(url, `drop database if exists ${TEMPLATE_DB}`);
    await adminQuery(url, `create database ${TEMPLATE_DB}`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await migrateDatabase(database);
    await seedDatabase(createContext(database, config), { images: false });
    await database.close();
    return async () => adminQuery(url, `drop database if exists ${TEMPLATE_DB}`);
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(database);
  await seedDatabase(createContext(database, config), { images: false });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  fs.writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}
