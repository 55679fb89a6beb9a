// Builds banners and ads, stories (all younger than 24 hours), the referral programme and coupons.
import { createRng, foodKindFor } from '../images';
import type { ImagePlan } from '../util';
import { slug } from '../util';
import type { CatalogIndex } from './build-catalog';
import { daysFrom, hoursFrom, pickSome, seedImages } from './helpers';
import { trRows } from './i18n';
import { ADS, BANNERS, COUPONS, REFERRAL, STORY_SHOPS, type BannerDef } from './marketing';
import type { MarketplacePlan } from './plan-types';

type PromoPart = Pick<MarketplacePlan, 'banners' | 'stories' | 'referral' | 'coupons'>;

export function buildPromo(images: ImagePlan, now: Date, index: CatalogIndex): PromoPart {
  const banner = (def: BannerDef, type: 'banner' | 'ads', i: number): PromoPart['banners'][number] => {
    const created = daysFrom(now, -(3 + i * 4));
    return {
      key: def.key,
      shops: [...def.shops],
      row: {
        type,
        img: seedImages.banner(images, 'banners', def.key, def.kind),
        active: true,
        clickable: true,
        likes: createRng(`likes:${def.key}`).int(3, 140),
        expiredAt: type === 'ads' ? daysFrom(now, 60) : null,
        createdAt: created,
        updatedAt: created,
      },
      tr: trRows({ title: def.title, description: def.description, buttonText: def.button }),
    };
  };

  const stories: PromoPart['stories'] = [];
  let n = 0;
  for (const [shop, count] of STORY_SHOPS) {
    for (const product of pickSome(`stories:${shop}`, index.sellable.get(shop) ?? [], count)) {
      const created = hoursFrom(now, -(1 + n * 1.5));
      const kind = foodKindFor(product.name, ['grocery']);
      stories.push({
        shop,
        product: product.key,
        row: { fileUrls: [seedImages.story(images, `${shop}-${slug(product.name)}`, product.name, kind)], active: true, createdAt: created, updatedAt: created },
      });
      n++;
    }
  }

  return {
    banners: [...BANNERS.map((b, i) => banner(b, 'banner', i)), ...ADS.map((b, i) => banner(b, 'ads', i))],
    stories,
    referral: {
      row: {
        img: seedImages.banner(images, 'banners', 'referral-programme', 'cake'),
        priceFrom: REFERRAL.priceFrom,
        priceTo: REFERRAL.priceTo,
        expiredAt: daysFrom(now, REFERRAL.expiresInDays),
        active: true,
      },
      tr: trRows({ title: REFERRAL.title, description: REFERRAL.description, faq: REFERRAL.faq }),
    },
    coupons: COUPONS.map((c) => ({
      shop: c.shop,
      row: {
        name: c.code,
        type: c.type,
        qty: c.qty,
        price: c.type === 'fix' ? c.value : null,
        percent: c.type === 'percent' ? c.value : null,
        expiredAt: daysFrom(now, c.expiresInDays),
      },
      tr: trRows({ title: c.title, description: c.description }),
    })),
  };
}
