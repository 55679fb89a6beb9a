// Geometry of the demo map: shops spread 0.5–6 km around the storefront's default position
// (Washington, DC), each with a star-shaped delivery polygon of radius 3–8 km.
import type { GeoPoint, Polygon } from '../../db/schema';

/** settings.default_location. */
export const MAP_CENTER: GeoPoint = { latitude: 38.9120424, longitude: -77.035308 };

/**
 * A point with NO delivery zone: downtown Baltimore (39.2904, -76.6122), about 55 km from the map
 * centre, while every seeded polygon stays within 6 + 8 = 14 km of it.
 */
export const NO_ZONE_POINT: GeoPoint = { latitude: 39.2904, longitude: -76.6122 };

const KM_PER_DEG_LAT = 110.574;
const kmPerDegLng = (lat: number) => 111.32 * Math.cos((lat * Math.PI) / 180);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The point `km` away from `from` towards `bearingDeg` (0 = north, 90 = east), 6 decimals. */
export function offset(from: GeoPoint, km: number, bearingDeg: number): GeoPoint {
  const b = (bearingDeg * Math.PI) / 180;
  return {
    latitude: round6(from.latitude + (km * Math.cos(b)) / KM_PER_DEG_LAT),
    longitude: round6(from.longitude + (km * Math.sin(b)) / kmPerDegLng(from.latitude)),
  };
}

/** Great-circle distance in km (R = 6371), rounded to 0.01 as the checkout does. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 100) / 100;
}

/**
 * A star-shaped polygon around `center`: `points` vertices at evenly spaced bearings, each at
 * `radiusKm` times a factor in `jitter` (0.92–1.0). Star-shaped around the centre, so it contains it,
 * and every point closer than radius·0.92·cos(π/points) is inside too.
 */
export function starPolygon(center: GeoPoint, radiusKm: number, points: number, jitter: readonly number[], rotationDeg: number): Polygon {
  return Array.from({ length: points }, (_, i) => {
    const p = offset(center, radiusKm * jitter[i % jitter.length], rotationDeg + (360 * i) / points);
    return [p.latitude, p.longitude] as [number, number];
  });
}

export function boundingBox(polygon: Polygon): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const lats = polygon.map((p) => p[0]);
  const lngs = polygon.map((p) => p[1]);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}

/** Ray casting on [lat, lng], as the API does. */
export function pointInPolygon(point: GeoPoint, polygon: Polygon): boolean {
  const x = point.latitude;
  const y = point.longitude;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
