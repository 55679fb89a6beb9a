import { Client } from 'pg';

/** Creates and drops throwaway databases on the PostgreSQL server that DATABASE_URL points at. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const TEMPLATE_DB = 'groops_test_template';
