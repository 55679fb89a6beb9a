import type { RouteDef } from '../../http/route';

/** Orders, refunds, reviews, payments and order status moves (contract §3.6, §3.7, §0.2). */
export const orderRoutes: RouteDef[] = [];
