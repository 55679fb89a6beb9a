import { formatTimestamp } from '@/contract/format';
import type { AppContext } from '../../context';
import type { RequestInfo } from '../../http/route';
import { productTexts, shopTexts } from '../catalog/texts';
import { recentStories } from './queries';

/**
 * `rest/stories/paginate`: a bare array of arrays, one inner array per shop (at most `perPage` shops), of the
 * stories posted in the last 24 hours about active published products. Three statements.
 */

export const STORY_TTL_MS = 24 * 60 * 60 * 1000;

export async function listStories(ctx: AppContext, req: RequestInfo, perPage: number) {
  const rows = await recentStories(ctx.db, new Date(ctx.clock.now().getTime() - STORY_TTL_MS));
  const [pTexts, sTexts] = await Promise.all([
    productTexts(ctx.db, rows.map((r) => r.product.id), req.locale),
    shopTexts(ctx.db, rows.map((r) => r.shop.id), req.locale),
  ]);
  const groups = new Map<number, ReturnType<typeof item>[]>();
  function item(r: (typeof rows)[number], url: string) {
    return {
      shop_id: r.shop.id,
      // Which page the story's shop lives on (/shop/{id} or /restaurant/{id}); an addition to the contract.
      shop_type: r.shop.type,
      logo_img: r.shop.logoImg ?? undefined,
      title: sTexts.get(r.shop.id)?.title,
      firstname: r.owner.firstname,
      lastname: r.owner.lastname ?? undefined,
      avatar: r.owner.img ?? undefined,
      product_uuid: r.product.uuid,
      product_title: pTexts.get(r.product.id)?.title,
      url,
      created_at: formatTimestamp(r.story.createdAt),
      updated_at: formatTimestamp(r.story.updatedAt),
    };
  }
  for (const r of rows) {
    if (!groups.has(r.shop.id)) {
      if (groups.size >= perPage) continue;
      groups.set(r.shop.id, []);
    }
    groups.get(r.shop.id)!.push(...r.story.fileUrls.map((url) => item(r, url)));
  }
  return [...groups.values()].filter((g) => g.length);
}
