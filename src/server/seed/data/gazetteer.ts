// The demo city's gazetteer (our own invention, generated here): a grid of streets around the map centre, where
// the demo shops deliver, with a house every 250 m, plus a few named places. One place lies far outside every
// delivery zone, so "we don't deliver there" can be shown by picking it.
import { MAP_CENTER, NO_ZONE_POINT, offset } from './geo';

export interface GazetteerEntry {
  kind: 'address' | 'place';
  name: string;
  house: string | null;
  label: string;
  latitude: number;
  longitude: number;
}

/** East–west streets, south to north. */
const STREETS = ['Alder', 'Birchwood', 'Cedar Hill', 'Dogwood', 'Elmstead', 'Fernbrook', 'Garnet', 'Hawthorn', 'Ironwood', 'Juniper', 'Kestrel', 'Linden', 'Marigold', 'Northbank', 'Orchard', 'Primrose', 'Quarry', 'Rosemary', 'Sycamore', 'Tamarack', 'Upland'];
/** North–south avenues, west to east. */
const AVENUES = ['Amberly', 'Bellflower', 'Copperfield', 'Driftwood', 'Evergreen', 'Foxglove', 'Glenmore', 'Heatherly', 'Ivybridge', 'Jasmine', 'Kingsbury', 'Lakeview', 'Meadowlark', 'Nightingale', 'Oakhurst', 'Pinecrest', 'Quillon', 'Riverstone', 'Saffron', 'Thistledown', 'Willowmere'];

const SPACING_KM = 0.7;
const HOUSE_EVERY_KM = 0.25;
const HALF_SPAN_KM = 7;

/** A street crossing the whole grid: `count` houses numbered 10, 20, 30… from its west (or south) end. */
function street(name: string, start: { latitude: number; longitude: number }, bearing: number): GazetteerEntry[] {
  const count = Math.floor((2 * HALF_SPAN_KM) / HOUSE_EVERY_KM) + 1;
  return Array.from({ length: count }, (_, i) => {
    const p = offset(start, i * HOUSE_EVERY_KM, bearing);
    const house = String((i + 1) * 10);
    return { kind: 'address' as const, name, house, label: `${house} ${name}`, ...p };
  });
}

function place(name: string, km: number, bearing: number): GazetteerEntry {
  return { kind: 'place', name, house: null, label: name, ...offset(MAP_CENTER, km, bearing) };
}

export function buildGazetteer(): GazetteerEntry[] {
  const half = Math.floor(STREETS.length / 2);
  const west = offset(MAP_CENTER, HALF_SPAN_KM, 270);
  const south = offset(MAP_CENTER, HALF_SPAN_KM, 180);
  const streets = STREETS.flatMap((s, i) => street(`${s} Street`, offset(west, (i - half) * SPACING_KM, 0), 90));
  const avenues = AVENUES.flatMap((a, i) => street(`${a} Avenue`, offset(south, (i - half) * SPACING_KM, 90), 0));
  const places = [
    place('Central Market Square', 0.2, 45),
    place('Juniper Park', 1.6, 300),
    place('Riverside Station', 2.4, 160),
    place('Old Mill Library', 3.1, 20),
    place('Glasshouse Gardens', 4.2, 230),
    place('Harborview Pier', 5.0, 120),
    { kind: 'place' as const, name: 'Saltmarsh Harbor Terminal', house: null, label: 'Saltmarsh Harbor Terminal', ...NO_ZONE_POINT },
  ];
  return [...places, ...streets, ...avenues];
}
