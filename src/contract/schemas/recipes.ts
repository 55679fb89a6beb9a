import { z } from 'zod';
import { commonQuery, id, pagination } from './fields';

/** Request shapes of the recipe routes (`rest/receipts/*`, contract §3.4). */

export const recipeListQuery = z.object({ ...commonQuery, ...pagination, category_id: id().optional(), shop_id: id().optional() });
export const recipeShowQuery = z.object(commonQuery);
export const recipeParams = z.object({ id: id() });
