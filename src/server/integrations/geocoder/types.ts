import type { GeoPoint } from '../../db/schema';

/** One address a customer can pick: what the geocoder found, never typed coordinates. */
export interface GeoSuggestion {
  /** What the customer sees and what becomes the address line ("120 Linden Street"). */
  label: string;
  /** Street (or place) name and house number, to prefill the address form. */
  street: string;
  house: string | null;
  kind: 'address' | 'place';
  location: GeoPoint;
}

/** Address search and reverse geocoding, whichever service backs them (built-in gazetteer, Nominatim, Google). */
export interface Geocoder {
  /** Up to `limit` suggestions for what was typed, best first. */
  search(query: string, opts: { limit: number; locale: string }): Promise<GeoSuggestion[]>;
  /** The nearest street address to a point, or null when nothing is near enough. */
  reverse(point: GeoPoint, opts: { locale: string }): Promise<GeoSuggestion | null>;
}

/** A configured remote service failed or timed out: the route answers 503, never 500. */
export class GeocoderUnavailable extends Error {}
