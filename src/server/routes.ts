import { responseSchemas } from '@/contract/responses/by-route';
import { defineRoute, json, type RouteDef } from './http/route';
import { applicationRoutes } from './modules/applications/routes';
import { addressRoutes } from './modules/addresses/routes';
import { authRoutes } from './modules/auth/routes';
import { bookingRoutes } from './modules/booking/routes';
import { cartRoutes } from './modules/cart/routes';
import { chatRoutes } from './modules/chat/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { favouriteRoutes } from './modules/favourites/routes';
import { geocodeRoutes } from './modules/geocode/routes';
import { galleryRoutes } from './modules/galleries/routes';
import { healthRoutes } from './modules/health/routes';
import { i18nRoutes } from './modules/i18n/routes';
import { localeRoutes } from './modules/locales/routes';
import { marketingRoutes } from './modules/marketing/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderRoutes } from './modules/orders/routes';
import { parcelRoutes } from './modules/parcels/routes';
import { buildOpenApi } from './modules/openapi/document';
import { profileRoutes } from './modules/profile/routes';
import { recipeRoutes } from './modules/recipes/routes';
import { referralRoutes } from './modules/referral/routes';
import { settingsRoutes } from './modules/settings/routes';
import { shopRoutes } from './modules/shops/routes';
import { statRoutes } from './modules/stat/routes';
import { storageRoutes } from './modules/storage/routes';
import { walletRoutes } from './modules/wallet/routes';

/** Every route of /api/v1, by domain. */
const routesByDomain: RouteDef[] = [
  ...healthRoutes,
  ...settingsRoutes,
  ...i18nRoutes,
  ...localeRoutes,
  ...referralRoutes,
  ...statRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...favouriteRoutes,
  ...addressRoutes,
  ...geocodeRoutes,
  ...storageRoutes,
  ...galleryRoutes,
  ...contentRoutes,
  ...shopRoutes,
  ...catalogRoutes,
  ...marketingRoutes,
  ...recipeRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...parcelRoutes,
  ...applicationRoutes,
  ...notificationRoutes,
  ...chatRoutes,
  ...walletRoutes,
  ...bookingRoutes,
];

/** Each route with its documented answer (src/contract/responses), unless the route names its own. */
const domainRoutes: RouteDef[] = routesByDomain.map((r) => {
  const response = r.response ?? responseSchemas[`${r.method} ${r.path}`];
  return response ? { ...r, response } : r;
});

let document: ReturnType<typeof buildOpenApi> | null = null;

const openApiRoute = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  summary: 'This document',
  tag: 'meta',
  auth: 'none',
  handler: async () => json((document ??= buildOpenApi(apiRoutes)), { headers: { 'Cache-Control': 'public, max-age=300' } }),
});

export const apiRoutes: RouteDef[] = [...domainRoutes, openApiRoute];
