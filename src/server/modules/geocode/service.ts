import type { AppContext } from '../../context';
import type { GeoPoint } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import { createGeocoder, GeocoderUnavailable, type Geocoder } from '../../integrations/geocoder';

/** One geocoder per application context (built on first use from its configuration). */
const geocoders = new WeakMap<AppContext, Geocoder>();

function geocoderOf(ctx: AppContext): Geocoder {
  let g = geocoders.get(ctx);
  if (!g) geocoders.set(ctx, (g = createGeocoder(ctx.config.geocoder, ctx.db)));
  return g;
}

/** A configured service that fails is 503 for the client (and a log line), never a 500. */
async function guarded<T>(ctx: AppContext, op: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof GeocoderUnavailable)) throw error;
    ctx.logger.log('warn', 'geocoder.unavailable', { op, provider: ctx.config.geocoder.provider, error: error.message });
    throw new ApiError('UNAVAILABLE');
  }
}

export function search(ctx: AppContext, query: string, limit: number, locale: string) {
  return guarded(ctx, 'search', () => geocoderOf(ctx).search(query, { limit, locale }));
}

/** The nearest street address to a map click; 404 when nothing is near. */
export async function reverse(ctx: AppContext, point: GeoPoint, locale: string) {
  const found = await guarded(ctx, 'reverse', () => geocoderOf(ctx).reverse(point, { locale }));
  if (!found) throw notFound('No address near this point');
  return found;
}
