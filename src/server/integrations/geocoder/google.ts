import type { Geocoder, GeoSuggestion } from './types';
import { fetchJson, GeocoderUnavailableStatus, num, valid } from './remote';

interface GoogleResult {
  formatted_address?: string;
  geometry?: { location?: { lat?: number; lng?: number } };
  address_components?: Array<{ long_name?: string; types?: string[] }>;
}
interface GoogleAnswer {
  status?: string;
  results?: GoogleResult[];
}

function toSuggestion(r: GoogleResult): GeoSuggestion | null {
  const latitude = num(r.geometry?.location?.lat);
  const longitude = num(r.geometry?.location?.lng);
  if (!valid(latitude, longitude) || !r.formatted_address) return null;
  const part = (type: string) => r.address_components?.find((c) => c.types?.includes(type))?.long_name;
  const road = part('route');
  return { label: r.formatted_address, street: road ?? r.formatted_address, house: part('street_number') ?? null, kind: road ? 'address' : 'place', location: { latitude, longitude } };
}

/** Google's Geocoding API (`GEOCODER=google`, `GOOGLE_MAPS_API_KEY`): forward for search, latlng for reverse. */
export function createGoogleGeocoder(baseUrl: string, apiKey: string, timeoutMs: number): Geocoder {
  const ask = async (params: Record<string, string>) => {
    const u = new URL('/maps/api/geocode/json', baseUrl);
    for (const [k, v] of Object.entries({ ...params, key: apiKey })) u.searchParams.set(k, v);
    const body = (await fetchJson(u, timeoutMs)) as GoogleAnswer;
    if (body.status === 'ZERO_RESULTS') return [];
    if (body.status !== 'OK') throw new GeocoderUnavailableStatus(body.status);
    return (body.results ?? []).map(toSuggestion).filter((s): s is GeoSuggestion => s !== null);
  };
  return {
    async search(query, { limit, locale }) {
      return (await ask({ address: query, language: locale })).slice(0, limit);
    },
    async reverse(point, { locale }) {
      const [first] = await ask({ latlng: `${point.latitude},${point.longitude}`, language: locale, result_type: 'street_address|premise|route' });
      return first ?? null;
    },
  };
}
