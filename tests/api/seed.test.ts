import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planSeedImages } from '../../src/server/seed';
import { buildMarketplacePlan } from '../../src/server/seed/data/plan';
import { planMarketplaceImages } from '../../src/server/seed/marketplace';
import { ImagePlan } from '../../src/server/seed/util';
import { sqlRows, startTestApi, type TestApi } from './harness';

/** Downtown Baltimore: no seeded delivery zone reaches it (every polygon is within ~14 km of DC). */
const NO_ZONE = { latitude: 39.2904, longitude: -76.6122 };
/** settings.default_location (Washington, DC). */
const MAP_CENTER = { latitude: 38.9120424, longitude: -77.035308 };
const IMAGE_URL = /^\/storage\/images\/[a-z0-9-]+\/[a-z0-9-]+\.webp$/;

type Polygon = [number, number][];

/** Ray casting on [lat, lng], written independently of the seed's own helper. */
function inside(point: { latitude: number; longitude: number }, polygon: Polygon): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [ai, bi] = polygon[i];
    const [aj, bj] = polygon[j];
    if (bi > point.longitude !== bj > point.longitude && point.latitude < ((aj - ai) * (point.longitude - bi)) / (bj - bi) + ai) hit = !hit;
  }
  return hit;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(api, query);

describe('demo marketplace seed', () => {
  it('has at least 24 approved, open shops of both types around the map centre', async () => {
    const shops = await rows<{ type: string; n: number }>(sql`select type, count(*)::int as n from shops where status = 'approved' and open group by type`);
    const n = Object.fromEntries(shops.map((s) => [s.type, s.n]));
    expect(n.restaurant + n.shop).toBeGreaterThanOrEqual(24);
    expect(n.restaurant).toBeGreaterThanOrEqual(12);
    expect(n.shop).toBeGreaterThanOrEqual(8);
    const [missing] = await rows<{ n: number }>(sql`
      select count(*)::int as n from shops s where
        (select count(distinct locale) from shop_translations t where t.shop_id = s.id and t.locale in ('en', 'ar', 'fr', 'es')) <> 4
        or s.logo_img is null or s.background_img is null or s.phone is null or s.delivery_time is null
        or (s.location->>'latitude')::float <> s.latitude or (s.location->>'longitude')::float <> s.longitude
        or not exists (select 1 from branches b where b.shop_id = s.id)
        or not exists (select 1 from shop_categories c where c.shop_id = s.id)
        or not exists (select 1 from assign_shop_tags a where a.shop_id = s.id)
        or (select count(*) from shop_payments p join payments m on m.id = p.payment_id where p.shop_id = s.id and m.tag in ('cash', 'wallet')) <> 2`);
    expect(missing.n).toBe(0);
  });

  it('has at least 600 published products, each with 4 translations and a stock', async () => {
    const [published] = await rows<{ n: number }>(sql`select count(*)::int as n from products where status = 'published' and active and not addon`);
    expect(published.n).toBeGreaterThanOrEqual(600);
    const [bad] = await rows<{ n: number }>(sql`
      select count(*)::int as n from products p where
        (select count(distinct locale) from product_translations t where t.product_id = p.id and t.locale in ('en', 'ar', 'fr', 'es')) <> 4
        or not exists (select 1 from stocks s where s.product_id = p.id) or p.img is null`);
    expect(bad.n).toBe(0);
    const [filters] = await rows<{ unpublished: number; empty: number }>(sql`
      select (select count(*)::int from products where status <> 'published') as unpublished,
             (select count(*)::int from products p where not exists (select 1 from stocks s where s.product_id = p.id and s.quantity > 0)) as empty`);
    expect(filters.unpublished).toBeGreaterThan(0);
    expect(filters.empty).toBeGreaterThan(0);
  });

  it('gives about a fifth of the products variants, and restaurants add-ons, discounts and bonuses', async () => {
    const [v] = await rows<{ with_extras: number; total: number; addons: number; links: number; discounted: number }>(sql`
      select (select count(distinct product_id)::int from product_extras) as with_extras,
             (select count(*)::int from products where not addon) as total,
             (select count(*)::int from products where addon) as addons,
             (select count(*)::int from stock_addons) as links,
             (select count(distinct product_id)::int from product_discounts pd join discounts d on d.id = pd.discount_id
                where d.active and d.start <= current_date and d."end" >= current_date) as discounted`);
    expect(v.with_extras / v.total).toBeGreaterThan(0.15);
    expect(v.addons).toBeGreaterThan(0);
    expect(v.links).toBeGreaterThan(0);
    expect(v.discounted / v.total).toBeGreaterThan(0.08);
    // Every variant option ("Thin", "Single", "L") and its group has a text in each of the four languages.
    const [untranslated] = await rows<{ n: number }>(sql`
      select (select count(*)::int from extra_values v where (select count(distinct locale) from extra_value_translations t
                where t.extra_value_id = v.id and t.locale in ('en', 'ar', 'fr', 'es')) <> 4)
           + (select count(*)::int from extra_groups g where (select count(distinct locale) from extra_group_translations t
                where t.extra_group_id = g.id and t.locale in ('en', 'ar', 'fr', 'es')) <> 4) as n`);
    expect(untranslated.n).toBe(0);
    const bonuses = await rows<{ type: string }>(sql`select type from bonuses where status and expired_at > now()`);
    expect(bonuses.filter((b) => b.type === 'count').length).toBeGreaterThanOrEqual(2);
    expect(bonuses.filter((b) => b.type === 'sum').length).toBe(1);
  });

  it('gives every shop a delivery zone around it, with a matching bounding box', async () => {
    const zones = await rows<{ shop_id: number | null; latitude: number; longitude: number; polygon: Polygon; min_lat: number; max_lat: number; min_lng: number; max_lng: number }>(sql`
      select s.latitude, s.longitude, z.shop_id, z.polygon, z.min_lat, z.max_lat, z.min_lng, z.max_lng
      from shops s left join shop_delivery_zones z on z.shop_id = s.id`);
    for (const z of zones) {
      expect(z.shop_id).not.toBeNull();
      expect(z.polygon.length).toBeGreaterThanOrEqual(6);
      expect(z.polygon.length).toBeLessThanOrEqual(10);
      expect(inside({ latitude: z.latitude, longitude: z.longitude }, z.polygon)).toBe(true);
      expect(z.min_lat).toBe(Math.min(...z.polygon.map((p) => p[0])));
      expect(z.max_lat).toBe(Math.max(...z.polygon.map((p) => p[0])));
      expect(z.min_lng).toBe(Math.min(...z.polygon.map((p) => p[1])));
      expect(z.max_lng).toBe(Math.max(...z.polygon.map((p) => p[1])));
      expect(inside(NO_ZONE, z.polygon)).toBe(false);
    }
    expect(zones.filter((z) => inside(MAP_CENTER, z.polygon)).length).toBeGreaterThanOrEqual(20);
  });

  it('opens every shop on 7 configured days, keeps one open around the clock and schedules closures', async () => {
    const [days] = await rows<{ n: number }>(sql`select count(*)::int as n from shops s where (select count(distinct day) from shop_working_days d where d.shop_id = s.id) <> 7`);
    expect(days.n).toBe(0);
    const always = await rows<{ id: number }>(sql`
      select s.id from shops s where s.type = 'restaurant' and not exists (
        select 1 from shop_working_days d where d.shop_id = s.id and (d.disabled or d."from" <> '0-00' or d."to" <> '23-59'))
      and not exists (select 1 from shop_closed_dates c where c.shop_id = s.id)`);
    expect(always.length).toBeGreaterThanOrEqual(1);
    const [sunday] = await rows<{ n: number }>(sql`select count(*)::int as n from shop_working_days where day = 'sunday' and disabled`);
    expect(sunday.n).toBeGreaterThanOrEqual(1);
    const closed = await rows<{ day: string }>(sql`select day::text as day from shop_closed_dates`);
    expect(closed.length).toBeGreaterThanOrEqual(1);
    const today = new Date().toISOString().slice(0, 10);
    const limit = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
    for (const c of closed) expect(c.day >= today && c.day <= limit).toBe(true);
  });

  it('keeps ratings consistent with the reviews and the order totals with their lines', async () => {
    const [ratings] = await rows<{ n: number }>(sql`
      select count(*)::int as n from shops s
      left join (select shop_id, avg(rating)::float as avg, count(*)::int as cnt from reviews where target = 'shop' group by shop_id) r on r.shop_id = s.id
      where coalesce(r.cnt, 0) <> s.reviews_count or abs(coalesce(r.avg, 0) - s.rating_avg) > 0.01`);
    expect(ratings.n).toBe(0);
    const [money] = await rows<{ n: number; delivered: number }>(sql`
      select count(*) filter (where o.total_price <> d.total + o.tax + o.delivery_fee + o.service_fee + o.tips - o.coupon_price
                               or o.origin_price <> d.origin or o.total_discount <> d.discount or t.price <> o.total_price)::int as n,
             count(*) filter (where o.status = 'delivered')::int as delivered
      from orders o
      join (select order_id, sum(total_price) as total, sum(origin_price) as origin, sum(discount) as discount from order_details group by order_id) d on d.order_id = o.id
      join transactions t on t.order_id = o.id and t.status = 'paid'`);
    expect(money.n).toBe(0);
    expect(money.delivered).toBeGreaterThan(0);
    const stat = await api.call('GET', '/rest/stat');
    expect(stat.body.data.orders).toBeGreaterThan(0);
  });

  it('runs marketing: banners, ads, fresh stories, coupons and a referral programme', async () => {
    const [m] = await rows<{ banners: number; ads: number; linked: number; stories: number; stale: number }>(sql`
      select (select count(*)::int from banners where type = 'banner' and active) as banners,
             (select count(*)::int from banners where type = 'ads' and active and expired_at > now()) as ads,
             (select count(*)::int from banners b where not exists (select 1 from banner_shops x where x.banner_id = b.id)) as linked,
             (select count(*)::int from stories) as stories,
             (select count(*)::int from stories where created_at <= now() - interval '24 hours' or created_at > now()) as stale`);
    expect(m.banners).toBeGreaterThanOrEqual(6);
    expect(m.ads).toBeGreaterThanOrEqual(4);
    expect(m.linked).toBe(0);
    expect(m.stories).toBeGreaterThanOrEqual(8);
    expect(m.stale).toBe(0);
    const coupons = await rows<{ type: string; qty: number; expired: boolean; tr: number }>(sql`
      select type, qty, expired_at < now() as expired, (select count(*)::int from coupon_translations t where t.coupon_id = c.id) as tr from coupons c`);
    expect(coupons.some((c) => c.type === 'percent' && !c.expired)).toBe(true);
    expect(coupons.some((c) => c.type === 'fix' && !c.expired)).toBe(true);
    expect(coupons.some((c) => c.expired)).toBe(true);
    expect(coupons.some((c) => c.qty === 1 && !c.expired)).toBe(true);
    expect(coupons.every((c) => c.tr === 4)).toBe(true);
    const referral = await api.call('GET', '/rest/referral?lang=fr');
    expect(referral.status).toBe(200);
    expect(referral.body.data.translation.locale).toBe('fr');
  });

  it('publishes content, recipes, parcel types, booking and payment methods', async () => {
    const [c] = await rows<Record<string, number>>(sql`
      select (select count(*)::int from blogs where type = 'blog' and published_at < now()) as blogs,
             (select count(*)::int from blogs where type = 'notification') as news,
             (select count(*)::int from careers) as careers,
             (select count(*)::int from faqs) as faqs,
             (select count(distinct type)::int from pages) as pages,
             (select count(*)::int from landing_pages where type = 'welcome') as landing,
             (select count(*)::int from privacy_policy_translations) as privacy,
             (select count(*)::int from term_condition_translations) as terms,
             (select count(*)::int from recipes r where exists (select 1 from recipe_stocks x join stocks s on s.id = x.stock_id join products p on p.id = s.product_id where x.recipe_id = r.id and p.shop_id = r.shop_id)
                and not exists (select 1 from recipe_stocks x join stocks s on s.id = x.stock_id join products p on p.id = s.product_id where x.recipe_id = r.id and p.shop_id <> r.shop_id)) as recipes,
             (select count(*)::int from parcel_types t where exists (select 1 from parcel_type_options o where o.parcel_type_id = t.id)) as parcels,
             (select count(distinct shop_id)::int from bookings) as bookings,
             (select count(*)::int from tables) as tables,
             (select count(*)::int from shop_booking_closed_dates) as booking_closed`);
    expect(c).toMatchObject({ news: 2, pages: 5, landing: 1, privacy: 4, terms: 4, bookings: 4, booking_closed: 4 });
    expect(c.blogs).toBeGreaterThanOrEqual(6);
    expect(c.careers).toBeGreaterThanOrEqual(5);
    expect(c.faqs).toBeGreaterThanOrEqual(10);
    expect(c.recipes).toBeGreaterThanOrEqual(6);
    expect(c.parcels).toBeGreaterThanOrEqual(4);
    expect(c.tables).toBeGreaterThan(0);
    const payments = await rows<{ tag: string; active: boolean }>(sql`select tag, active from payments`);
    const active = payments.filter((p) => p.active).map((p) => p.tag).sort();
    expect(active).toEqual(['cash', 'demo', 'wallet']); // demo: the built-in card gateway, on by default
    expect(payments.map((p) => p.tag)).toEqual(expect.arrayContaining(['stripe', 'razorpay', 'mercado-pago', 'paystack', 'flutterWave', 'paytabs', 'paypal']));
  });

  it('points every image column at a planned /storage/images URL', async () => {
    const referenced = await rows<{ url: string }>(sql`
      select img as url from users union all select logo_img from shops union all select background_img from shops
      union all select img from categories union all select img from brands union all select img from shop_tags
      union all select img from products union all select img from banners union all select jsonb_array_elements_text(file_urls) from stories
      union all select img from blogs union all select img from pages union all select bg_img from pages
      union all select data->>'img' from landing_pages union all select jsonb_path_query(data, '$.features[*].img') #>> '{}' from landing_pages
      union all select img from recipes union all select bg_img from recipes union all select img from parcel_types
      union all select img from shop_sections union all select img from referrals union all select img from coupons union all select img from discounts`);
    const urls = new Set(referenced.map((r) => r.url).filter((u): u is string => u !== null));
    for (const url of urls) expect(url).toMatch(IMAGE_URL);
    const planned = new Set(planSeedImages().jobs.map((j) => `/storage/images/${j.folder}/${j.name}.webp`));
    expect([...urls].filter((u) => !planned.has(u))).toEqual([]);
    expect([...planned].filter((u) => !urls.has(u))).toEqual([]);
  });
});

describe('demo marketplace plan', () => {
  const jobs = (images: ImagePlan) => images.jobs.map((j) => `${j.folder}/${j.name}:${j.width}x${j.height}`);

  it('is deterministic for a given seed time', () => {
    const now = new Date('2026-03-14T15:09:26Z');
    const a = new ImagePlan();
    const b = new ImagePlan();
    expect(JSON.stringify(buildMarketplacePlan(a, now))).toBe(JSON.stringify(buildMarketplacePlan(b, now)));
    expect(jobs(a)).toEqual(jobs(b));
    expect(a.jobs[0].build()).toBe(b.jobs[0].build());
  });

  it('plans the same images without the database, whatever the seed time', () => {
    const seeded = new ImagePlan();
    buildMarketplacePlan(seeded, new Date('2030-01-01T00:00:00Z'));
    const planned = new ImagePlan();
    planMarketplaceImages(planned);
    expect(jobs(planned)).toEqual(jobs(seeded));
    expect(planned.jobs.length).toBeGreaterThan(500);
  });
});
