import { GeocoderUnavailable } from './types';

/** GET a JSON document from a configured geocoding service; any failure or timeout is GeocoderUnavailable. */
export async function fetchJson(url: URL, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json', 'User-Agent': 'Groops geocoder' } });
  } catch (error) {
    throw new GeocoderUnavailable(`geocoder unreachable: ${String(error)}`);
  }
  if (!res.ok) throw new GeocoderUnavailable(`geocoder answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new GeocoderUnavailable('geocoder answered something that is not JSON');
  }
}

/** A coordinate from a service's answer, or NaN → the entry is dropped. */
export const num = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? Number(v) : Number.NaN);
export const valid = (lat: number, lng: number) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** Google answers 200 with a status such as REQUEST_DENIED or OVER_QUERY_LIMIT: the service is not usable. */
export class GeocoderUnavailableStatus extends GeocoderUnavailable {
  constructor(status: string | undefined) {
    super(`geocoder status ${status ?? 'missing'}`);
  }
}
