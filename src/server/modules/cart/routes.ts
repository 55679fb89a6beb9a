import type { RouteDef } from '../../http/route';

/** The user cart (dashboard/user/cart/*), guest participants (rest/cart/*), coupons check (contract §3.5, §3.6). */
export const cartRoutes: RouteDef[] = [];
