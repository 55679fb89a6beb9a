import { parseJson } from '@/lib/json';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import { parsePoint } from '@/ui/home/params';

/** Where the user said they are: what the `settings` cookie carries (spec §3 "stored user settings"). */
export interface UserSettings {
  location: string;
  address: string;
  location_id: string | null;
}

const MAX_ADDRESS = 200;

/**
 * Reads the `settings` cookie the browser writes, so a reload keeps the chosen place. Anything malformed or
 * equal to the defaults is ignored (null): the page then renders as for everyone.
 */
export function parseUserSettings(raw: string | undefined): UserSettings | null {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { location, address, location_id: locationId } = value as Record<string, unknown>;
  const [lat = '', lng = ''] = typeof location === 'string' ? location.split(',') : [];
  const point = parsePoint(lat, lng) ?? DEFAULT_LOCATION_STRING;
  const text = typeof address === 'string' ? address.trim().slice(0, MAX_ADDRESS) : '';
  const id = typeof locationId === 'string' && locationId.length <= 64 ? locationId : null;
  if (point === DEFAULT_LOCATION_STRING && !text && !id) return null;
  return { location: point, address: text, location_id: id };
}
