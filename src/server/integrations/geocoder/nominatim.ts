import type { Geocoder, GeoSuggestion } from './types';
import { fetchJson, num, valid } from './remote';

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  name?: string;
  address?: { road?: string; pedestrian?: string; house_number?: string };
}

function toSuggestion(p: NominatimPlace): GeoSuggestion | null {
  const latitude = num(p.lat);
  const longitude = num(p.lon);
  if (!valid(latitude, longitude) || !p.display_name) return null;
  const road = p.address?.road ?? p.address?.pedestrian;
  const house = p.address?.house_number ?? null;
  return {
    label: p.display_name,
    street: road ?? p.name ?? p.display_name,
    house,
    kind: road ? 'address' : 'place',
    location: { latitude, longitude },
  };
}

/** A Nominatim server (`GEOCODER=nominatim`, `GEOCODER_URL`): /search and /reverse in jsonv2. */
export function createNominatimGeocoder(baseUrl: string, timeoutMs: number): Geocoder {
  const url = (path: string, params: Record<string, string>) => {
    const u = new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    for (const [k, v] of Object.entries({ format: 'jsonv2', addressdetails: '1', ...params })) u.searchParams.set(k, v);
    return u;
  };
  return {
    async search(query, { limit, locale }) {
      const body = await fetchJson(url('search', { q: query, limit: String(limit), 'accept-language': locale }), timeoutMs);
      return (Array.isArray(body) ? (body as NominatimPlace[]) : []).map(toSuggestion).filter((s): s is GeoSuggestion => s !== null).slice(0, limit);
    },
    async reverse(point, { locale }) {
      const body = (await fetchJson(url('reverse', { lat: String(point.latitude), lon: String(point.longitude), 'accept-language': locale }), timeoutMs)) as NominatimPlace & { error?: string };
      return body && !body.error ? toSuggestion(body) : null;
    },
  };
}
