import { geoPlaces } from '../db/schema';
import { buildGazetteer } from './data/gazetteer';
import type { SeedDb } from './util';

/** The built-in geocoder's streets and places (a few thousand rows, written 500 at a time). */
export async function seedGazetteer(db: SeedDb): Promise<void> {
  const rows = buildGazetteer();
  for (let i = 0; i < rows.length; i += 500) await db.insert(geoPlaces).values(rows.slice(i, i + 500));
}
