import { and, asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { geoPlaces } from '../../db/schema';
import type { Geocoder, GeoSuggestion } from './types';

/** A map click farther than this from every gazetteer entry has no address. */
const REVERSE_MAX_KM = 1.5;
const KM_PER_DEG = 111.2;

type Row = typeof geoPlaces.$inferSelect;

const toSuggestion = (r: Row): GeoSuggestion => ({
  label: r.label,
  street: r.name,
  house: r.house,
  kind: r.kind as GeoSuggestion['kind'],
  location: { latitude: r.latitude, longitude: r.longitude },
});

/** `%` and `_` typed by the customer are text, not wildcards. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** "120 lind", "lind 120" → house "120" and name "lind"; a house number alone is not a search. */
export function splitQuery(query: string): { house: string | null; name: string } {
  const words = query.trim().split(/\s+/);
  const number = words.findIndex((w) => /^[0-9]{1,6}$/.test(w));
  if (number === -1 || words.length === 1) return { house: null, name: words.join(' ') };
  return { house: words[number], name: words.filter((_, i) => i !== number).join(' ') };
}

/** The demo city's gazetteer in the database (seeded; geo_places). */
export function createBuiltinGeocoder(db: Db): Geocoder {
  return {
    async search(query, { limit }) {
      const { house, name } = splitQuery(query);
      const pattern = `%${escapeLike(name)}%`;
      const startsFirst = sql`case when ${geoPlaces.name} ilike ${`${escapeLike(name)}%`} then 0 else 1 end`;
      if (house) {
        const rows = await db.select().from(geoPlaces)
          .where(and(eq(geoPlaces.kind, 'address'), ilike(geoPlaces.name, pattern), like(geoPlaces.house, `${house}%`)))
          .orderBy(startsFirst, sql`length(${geoPlaces.house})`, asc(geoPlaces.house), asc(geoPlaces.name))
          .limit(limit);
        return rows.map(toSuggestion);
      }
      // One suggestion per street: its house nearest the middle of the gazetteer (where the shops are); places by name.
      const rows = (await db.execute(sql`
        with mid as (select avg(latitude) as lat, avg(longitude) as lng from ${geoPlaces} where kind = 'address')
        select * from (
          select distinct on (${geoPlaces.name}) ${geoPlaces}.* from ${geoPlaces}, mid
          where ${or(ilike(geoPlaces.name, pattern), ilike(geoPlaces.label, pattern))}
          order by ${geoPlaces.name}, (${geoPlaces.latitude} - mid.lat) ^ 2 + (${geoPlaces.longitude} - mid.lng) ^ 2
        ) s order by case when s.name ilike ${`${escapeLike(name)}%`} then 0 else 1 end, s.kind desc, s.name
        limit ${limit}`)) as unknown as { rows: Array<Record<string, unknown>> };
      return rows.rows.map((r) => toSuggestion({ ...(r as unknown as Row), latitude: Number(r.latitude), longitude: Number(r.longitude) }));
    },
    async reverse(point) {
      const cos = Math.cos((point.latitude * Math.PI) / 180);
      const dist = sql`(${geoPlaces.latitude} - ${point.latitude}) ^ 2 + ((${geoPlaces.longitude} - ${point.longitude}) * ${cos}) ^ 2`;
      const [row] = await db.select({ row: geoPlaces, d2: sql<number>`${dist}` }).from(geoPlaces).orderBy(dist).limit(1);
      if (!row || Math.sqrt(Number(row.d2)) * KM_PER_DEG > REVERSE_MAX_KM) return null;
      return toSuggestion(row.row);
    },
  };
}
