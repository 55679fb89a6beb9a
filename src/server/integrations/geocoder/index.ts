import type { GeocoderConfig } from '../../config';
import type { Db } from '../../db/client';
import { createBuiltinGeocoder } from './builtin';
import { createGoogleGeocoder } from './google';
import { createNominatimGeocoder } from './nominatim';
import type { Geocoder } from './types';

export type { Geocoder, GeoSuggestion } from './types';
export { GeocoderUnavailable } from './types';

/** The one geocoder the configuration names (config.ts: GEOCODER, GEOCODER_URL, GOOGLE_MAPS_API_KEY). */
export function createGeocoder(config: GeocoderConfig, db: Db): Geocoder {
  if (config.provider === 'nominatim') return createNominatimGeocoder(config.url!, config.timeoutMs);
  if (config.provider === 'google') return createGoogleGeocoder(config.url!, config.apiKey!, config.timeoutMs);
  return createBuiltinGeocoder(db);
}
