/**
 * Generated catalogue for `npm run bench:scale`: N shops spread over a region around the demo map centre, each
 * with a square delivery zone, and M products with one stock and an English title, all written by the database
 * itself (INSERT … SELECT over generate_series), no images. Runs after the demo seed, whose rows stay.
 */
import type pg from 'pg';

/** The demo map centre (src/server/seed/data/geo.ts) and the region's half-width in degrees (~55 km). */
export const REGION = { latitude: 38.9120424, longitude: -77.035308, halfSpan: 0.5 };
/** Zone half-width in degrees (~5.5 km): with 10,000 shops a point lies in about 100 zone boxes. */
const ZONE_HALF = 0.05;

const WORDS_A = ['Chicken', 'Beef', 'Veggie', 'Spicy', 'Smoked', 'Garlic', 'Lemon', 'Honey', 'Cheese', 'Tomato', 'Mushroom', 'Pepper', 'Salmon', 'Tofu', 'Mango', 'Coconut'];
const WORDS_B = ['Burger', 'Pizza', 'Salad', 'Wrap', 'Soup', 'Curry', 'Noodles', 'Sandwich', 'Taco', 'Bowl', 'Pie', 'Roll', 'Pasta', 'Rice', 'Skewer', 'Cake'];
/** Search terms the bench sends: words of the generated titles. */
export const SEARCH_TERMS = [...WORDS_A, ...WORDS_B].map((w) => w.toLowerCase().slice(0, 5));

const arr = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

export interface ScaleCounts {
  shops: number;
  products: number;
}

async function timed(client: pg.Client, label: string, text: string, values: unknown[] = []) {
  const started = performance.now();
  const r = await client.query(text, values);
  console.log(`  ${label}: ${r.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return r;
}

export async function fillScale(client: pg.Client, n: ScaleCounts): Promise<{ firstShopId: number; firstProductId: number }> {
  const { rows: [ref] } = await client.query(`select (select id from users where email = 'seller@groops.test') as seller,
      (select array_agg(id order by id) from categories where active) as cats,
      (select coalesce(max(id), 0) from shops) as shop0, (select coalesce(max(id), 0) from products) as product0`);
  const { latitude: lat, longitude: lng, halfSpan } = REGION;
  await timed(client, 'shops', `insert into shops (user_id, type, location, latitude, longitude, status, open, price, price_per_km, delivery_time)
    select $1, case when g % 3 = 0 then 'shop' else 'restaurant' end, jsonb_build_object('latitude', la, 'longitude', lo), la, lo,
      'approved', true, 300 + (g % 5) * 100, 50, '{"from":"20","to":"35","type":"minute"}'::jsonb
    from (select g, round(($2 + (random() * 2 - 1) * $4)::numeric, 6)::float8 as la, round(($3 + (random() * 2 - 1) * $4)::numeric, 6)::float8 as lo
          from generate_series(1, $5) g) s`, [ref.seller, lat, lng, halfSpan, n.shops]);
  await timed(client, 'shop translations', `insert into shop_translations (shop_id, locale, title, description)
    select id, 'en', 'Scale ' || (${arr(WORDS_A)})[1 + id % 16] || ' Kitchen ' || id, 'Generated shop' from shops where id > $1`, [ref.shop0]);
  await timed(client, 'delivery zones', `insert into shop_delivery_zones (shop_id, polygon, min_lat, max_lat, min_lng, max_lng)
    select id, jsonb_build_array(jsonb_build_array(latitude - $2, longitude - $2), jsonb_build_array(latitude - $2, longitude + $2),
        jsonb_build_array(latitude + $2, longitude + $2), jsonb_build_array(latitude + $2, longitude - $2)),
      latitude - $2, latitude + $2, longitude - $2, longitude + $2
    from shops where id > $1`, [ref.shop0, ZONE_HALF]);
  await timed(client, 'working days', `insert into shop_working_days (shop_id, day, "from", "to", disabled)
    select s.id, d, '8-00', '23-00', false from shops s cross join unnest(array['monday','tuesday','wednesday','thursday','friday','saturday','sunday']) d where s.id > $1`, [ref.shop0]);
  await timed(client, 'products', `insert into products (shop_id, category_id, status, active, tax, sold_count)
    select $1 + 1 + (g % $2), ($3::int[])[1 + g % cardinality($3::int[])], 'published', true, 0, ((g::bigint * 7919) % 500)::int
    from generate_series(1, $4) g`, [ref.shop0, n.shops, ref.cats, n.products]);
  await timed(client, 'product translations', `insert into product_translations (product_id, locale, title, description)
    select id, 'en', (${arr(WORDS_A)})[1 + id % 16] || ' ' || (${arr(WORDS_B)})[1 + (id / 16) % 16] || ' ' || id, 'Generated product'
    from products where id > $1`, [ref.product0]);
  await timed(client, 'stocks', `insert into stocks (product_id, price, quantity) select id, 500 + (id % 40) * 50, 1000 from products where id > $1`, [ref.product0]);
  await timed(client, 'analyze', 'analyze');
  return { firstShopId: Number(ref.shop0) + 1, firstProductId: Number(ref.product0) + 1 };
}
