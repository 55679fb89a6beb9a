import { z } from 'zod';
import { commonQuery, id, pagination, uuid } from './fields';

/** Request shapes of the server-side favourite shops (contract §0.8, an API addition). */

/** Most shops one merge may carry: the local `liked` slice of a guest, bounded (G20). */
export const FAVOURITES_MERGE_MAX = 100;

export const favouriteListQuery = z.object({ ...commonQuery, ...pagination });

export const favouriteShopParams = z.object({ shop_id: id() });

/** Only `shop_id`: anything else is refused (G22). */
export const favouriteAddBody = z.strictObject({ shop_id: id() });

/** Shop uuids from the guest's local `liked` slice; unknown or unapproved ones are ignored. */
export const favouriteMergeBody = z.strictObject({
  uuids: z.array(uuid()).max(FAVOURITES_MERGE_MAX, `At most ${FAVOURITES_MERGE_MAX} shops`),
});
