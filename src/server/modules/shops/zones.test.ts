import { describe, expect, it } from 'vitest';
import type { Polygon } from '../../db/schema';
import { deliveryFee, haversineKm, pointInPolygon } from './zones';

const square: Polygon = [
  [38.8, -77.1],
  [39.0, -77.1],
  [39.0, -76.9],
  [38.8, -76.9],
];
/** A "C" shape open to the east: its notch (38.9, -76.95) is outside. */
const concave: Polygon = [
  [38.8, -77.1],
  [39.0, -77.1],
  [39.0, -76.9],
  [38.95, -76.9],
  [38.95, -77.0],
  [38.85, -77.0],
  [38.85, -76.9],
  [38.8, -76.9],
];

describe('pointInPolygon', () => {
  it('finds points inside and outside a square', () => {
    expect(pointInPolygon({ latitude: 38.9, longitude: -77.0 }, square)).toBe(true);
    expect(pointInPolygon({ latitude: 39.2904, longitude: -76.6122 }, square)).toBe(false);
    expect(pointInPolygon({ latitude: 38.9, longitude: -77.2 }, square)).toBe(false);
    expect(pointInPolygon({ latitude: 38.7, longitude: -77.0 }, square)).toBe(false);
  });

  it('handles concave polygons and ignores closing duplicates', () => {
    expect(pointInPolygon({ latitude: 38.9, longitude: -77.05 }, concave)).toBe(true);
    expect(pointInPolygon({ latitude: 38.9, longitude: -76.95 }, concave)).toBe(false);
    expect(pointInPolygon({ latitude: 38.97, longitude: -76.95 }, concave)).toBe(true);
    expect(pointInPolygon({ latitude: 38.9, longitude: -77.0 }, [...square, square[0]])).toBe(true);
  });

  it('is false for degenerate polygons', () => {
    expect(pointInPolygon({ latitude: 38.9, longitude: -77.0 }, [])).toBe(false);
    expect(pointInPolygon({ latitude: 38.9, longitude: -77.0 }, [[38.9, -77.0]])).toBe(false);
  });
});

describe('haversineKm', () => {
  it('is 0 for the same point and symmetric', () => {
    const a = { latitude: 38.9120424, longitude: -77.035308 };
    const b = { latitude: 39.2904, longitude: -76.6122 };
    expect(haversineKm(a, a)).toBe(0);
    expect(haversineKm(a, b)).toBe(haversineKm(b, a));
  });

  it('matches known distances, rounded to 0.01 km', () => {
    // Washington DC → Baltimore ≈ 55 km; one degree of latitude ≈ 111.19 km.
    const km = haversineKm({ latitude: 38.9072, longitude: -77.0369 }, { latitude: 39.2904, longitude: -76.6122 });
    expect(km).toBeGreaterThan(54);
    expect(km).toBeLessThan(57);
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111.19);
    expect(Number.isInteger(km * 100) || Math.abs(km * 100 - Math.round(km * 100)) < 1e-9).toBe(true);
  });
});

describe('deliveryFee', () => {
  it('is the checkout\'s fee: round(price + price_per_km · km) minor units, then converted with the rate', () => {
    const shop = { price: 199, pricePerKm: 50, location: { latitude: 0, longitude: 0 } };
    const to = { latitude: 1, longitude: 0 }; // 111.19 km
    expect(deliveryFee(shop, to)).toBe(Math.round(199 + 50 * 111.19) / 100);
    expect(deliveryFee(shop, to, 0.92)).toBe(Math.round(Math.round(199 + 50 * 111.19) * 0.92) / 100);
    expect(deliveryFee({ ...shop, pricePerKm: 0 }, to)).toBe(1.99);
    expect(deliveryFee({ price: 0, pricePerKm: 0, location: shop.location }, to, 3.75)).toBe(0);
  });
});
