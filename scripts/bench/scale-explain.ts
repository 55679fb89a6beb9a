/**
 * The plans behind the scale figures (ADR 0016). The zone containment as SQL, before (btree ranges) and after (GiST);
 * product search as the route sends it (recorded), before and after the (sold_count desc, id) index of migration 0011
 * and with the count uncapped and capped; then every statement of the measured routes (scale-route-plans.ts).
 */
import type pg from 'pg';
import { executionMs, explainStatement, recordStatements, routePlan, type RoutePlan } from './scale-route-plans';

export interface Plan {
  label: string;
  plan: string;
}

const ZONE_BOX = `select s.id from shops s join shop_delivery_zones z on z.shop_id = s.id
  where s.status = 'approved' and box(point(z.min_lng, z.min_lat), point(z.max_lng, z.max_lat)) @> box(point($2::float8, $1::float8), point($2::float8, $1::float8))`;
const ZONE_RANGES = `select s.id from shops s join shop_delivery_zones z on z.shop_id = s.id
  where s.status = 'approved' and z.min_lat <= $1 and z.max_lat >= $1 and z.min_lng <= $2 and z.max_lng >= $2`;
const OLD_ORDER_INDEX = ['drop index products_sold_count_id_idx', 'create index products_sold_count_idx on products (sold_count)'];

export interface Routes {
  zones: () => Promise<unknown>;
  search: (term: string) => Promise<unknown>;
  menu: () => Promise<unknown>;
  product: () => Promise<unknown>;
}

/** The page and count statements of one search request. */
async function searchStatements(client: pg.Client, routes: Routes, term: string) {
  const recorded = await recordStatements(client, () => routes.search(term));
  const page = recorded.find((s) => /order by/i.test(s.text) && /"products"/.test(s.text) && /count\(/i.test(s.text) === false);
  const count = recorded.find((s) => /count\(/i.test(s.text));
  if (!page || !count) throw new Error('search statements not recorded');
  return { page, count, uncapped: { ...count, values: [...count.values.slice(0, -1), 2147483647] } };
}

export async function explainPlans(client: pg.Client, at: { latitude: number; longitude: number }, routes: Routes): Promise<{ plans: Plan[]; routes: RoutePlan[] }> {
  const point = [at.latitude, at.longitude];
  const zone = async (sql: string) => {
    const r = await client.query(`explain (analyze, costs off, timing on, summary on) ${sql}`, point);
    return r.rows.map((row) => row['QUERY PLAN']).join('\n');
  };
  const common = await searchStatements(client, routes, 'burge');
  const rare = await searchStatements(client, routes, 'burger 777');
  const plans = [
    { label: 'zone containment, before (btree ranges on the box columns)', plan: await zone(ZONE_RANGES) },
    { label: 'zone containment, after (GiST box @> point)', plan: await zone(ZONE_BOX) },
    { label: 'product search page "burge", before (index on sold_count alone)', plan: await explainStatement(client, common.page, OLD_ORDER_INDEX) },
    { label: 'product search page "burge", after (index on sold_count desc, id)', plan: await explainStatement(client, common.page) },
    { label: 'product search page "burger 777" (a rare title)', plan: await explainStatement(client, rare.page) },
    { label: 'product search count "burge", exact (before)', plan: await explainStatement(client, common.uncapped) },
    { label: 'product search count "burge", capped at page + SEARCH_TOTAL_CAP (after)', plan: await explainStatement(client, common.count) },
    { label: 'product search count "burger 777", capped', plan: await explainStatement(client, rare.count) },
  ];
  const routePlans = [
    await routePlan(client, 'shop list with an address', routes.zones),
    await routePlan(client, 'product search "burge"', () => routes.search('burge')),
    await routePlan(client, 'shop menu', routes.menu),
    await routePlan(client, 'product page', routes.product),
  ];
  return { plans, routes: routePlans };
}

export { executionMs };
