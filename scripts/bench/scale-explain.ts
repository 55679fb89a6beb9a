/**
 * The plans behind the scale figures (ADR 0016): the zone containment and the title search, each with the
 * indexes of migration 0008 and without them (dropped inside a transaction that is rolled back).
 */
import type pg from 'pg';

export interface Plan {
  label: string;
  plan: string;
}

async function explain(client: pg.Client, sql: string, params: unknown[], drop: string[] = []): Promise<string> {
  await client.query('begin');
  try {
    for (const index of drop) await client.query(`drop index if exists ${index}`);
    const r = await client.query(`explain (analyze, costs off, timing on, summary on) ${sql}`, params);
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}

const ZONE_BOX = `select s.id from shops s join shop_delivery_zones z on z.shop_id = s.id
  where s.status = 'approved' and box(point(z.min_lng, z.min_lat), point(z.max_lng, z.max_lat)) @> box(point($2::float8, $1::float8), point($2::float8, $1::float8))`;
const ZONE_RANGES = `select s.id from shops s join shop_delivery_zones z on z.shop_id = s.id
  where s.status = 'approved' and z.min_lat <= $1 and z.max_lat >= $1 and z.min_lng <= $2 and z.max_lng >= $2`;
const SEARCH = `select p.id from products p join shops s on s.id = p.shop_id and s.status = 'approved'
  where p.status = 'published' and p.active and not p.addon
    and exists (select 1 from product_translations t where t.product_id = p.id and t.locale in ('en') and t.title ilike $1)
  order by p.sold_count desc, p.id limit 10`;
const SEARCH_COUNT = `select count(*) from products p join shops s on s.id = p.shop_id and s.status = 'approved'
  where p.status = 'published' and p.active and not p.addon
    and exists (select 1 from product_translations t where t.product_id = p.id and t.locale in ('en') and t.title ilike $1)`;

export async function explainPlans(client: pg.Client, at: { latitude: number; longitude: number }): Promise<Plan[]> {
  const point = [at.latitude, at.longitude];
  const trgm = ['product_translations_title_trgm_idx'];
  const term = ['%burge%'];
  return [
    { label: 'zone containment, before (btree ranges on the box columns)', plan: await explain(client, ZONE_RANGES, point) },
    { label: 'zone containment, after (GiST box @> point)', plan: await explain(client, ZONE_BOX, point) },
    { label: 'product search page, before (no trigram index)', plan: await explain(client, SEARCH, term, trgm) },
    { label: 'product search page, after (trigram GIN)', plan: await explain(client, SEARCH, term) },
    { label: 'product search count, before', plan: await explain(client, SEARCH_COUNT, term, trgm) },
    { label: 'product search count, after', plan: await explain(client, SEARCH_COUNT, term) },
  ];
}
