import { check, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, inList } from './columns';

/** Kinds of gazetteer entries: a house on a street, or a named place (park, square, station). */
export const geoPlaceKinds = ['address', 'place'] as const;

/**
 * The demo city's gazetteer: what the built-in geocoder searches and turns map clicks back into
 * (integrations/geocoder). Seeded with the demo; an operator with a real map service configures an adapter instead.
 */
export const geoPlaces = pgTable(
  'geo_places',
  {
    id: id(),
    kind: text('kind').notNull(),
    /** Street or place name, as shown. */
    name: text('name').notNull(),
    /** House number on the street; null for a place. */
    house: text('house'),
    /** "120 Linden Avenue" / "Juniper Park": what a suggestion shows and a search matches. */
    label: text('label').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('geo_places_name_idx').on(t.name),
    index('geo_places_lat_lng_idx').on(t.latitude, t.longitude),
    check('geo_places_kind_check', inList(t.kind, geoPlaceKinds)),
  ],
);
