// Builds recipes (bundles of a shop's stocks), parcel types and options, and table booking.
import { weekDays } from '../../db/schema';
import type { ImagePlan } from '../util';
import { slug } from '../util';
import type { CatalogIndex } from './build-catalog';
import { BOOKINGS } from './booking';
import { daysFrom, isoDate, seedImages } from './helpers';
import { SEED_LOCALES, trRows, type T4 } from './i18n';
import { PARCEL_OPTIONS, PARCEL_TYPES } from './parcels';
import type { MarketplacePlan, PlannedRecipe } from './plan-types';
import { NUTRITION_TITLES, RECIPES } from './recipes';

type ServicesPart = Pick<MarketplacePlan, 'recipes' | 'parcelOptions' | 'parcelTypes' | 'bookings' | 'sections' | 'bookingWorkingDays' | 'bookingClosedDates'>;

/** Daily reference values for the nutrition percentages. */
const DAILY = { calories: 2000, protein: 50, carbs: 275, fat: 78 };

export function buildServices(images: ImagePlan, now: Date, index: CatalogIndex): ServicesPart {
  const recipes: PlannedRecipe[] = RECIPES.map((def) => {
    const items = def.stocks.map(([name, minQuantity]) => {
      const product = index.productByKey.get(`${def.shop}:${slug(name)}`);
      if (!product) throw new Error(`recipe ${def.key}: ${def.shop} does not sell ${name}`);
      return { product, minQuantity };
    });
    const ingredients = SEED_LOCALES.map((locale, l) => ({
      locale,
      title: items.map(({ product, minQuantity }) => `${product.tr[l].title} × ${minQuantity}`).join('\n'),
    }));
    const nutrition: Array<[T4, string, number]> = [
      [NUTRITION_TITLES.calories, `${def.calories} kcal`, def.calories / DAILY.calories],
      [NUTRITION_TITLES.protein, `${def.macros[0]} g`, def.macros[0] / DAILY.protein],
      [NUTRITION_TITLES.carbs, `${def.macros[1]} g`, def.macros[1] / DAILY.carbs],
      [NUTRITION_TITLES.fat, `${def.macros[2]} g`, def.macros[2] / DAILY.fat],
    ];
    return {
      key: def.key,
      shop: def.shop,
      category: def.category,
      row: {
        img: seedImages.recipe(images, def.key, def.title[0], def.kind),
        bgImg: seedImages.cover(images, 'recipes', `${def.key}-bg`, 'blog', def.kind),
        activeTime: def.active,
        totalTime: def.total,
        calories: def.calories,
        servings: def.servings,
        discountType: def.discount.type,
        discountPrice: def.discount.type === 'fix' ? def.discount.price : null,
        discountPercent: def.discount.type === 'percent' ? def.discount.percent : null,
        active: true,
      },
      tr: trRows({ title: def.title, description: def.description }),
      ingredients,
      instructions: trRows({ title: def.steps }),
      nutritions: nutrition.map(([title, weight, share]) => ({ row: { weight, percentage: Math.round(share * 100) }, tr: trRows({ title }) })),
      stocks: items.map(({ product, minQuantity }) => ({ stock: index.stocksOf.get(product.key)![0].key, minQuantity })),
    };
  });

  const part: ServicesPart = {
    recipes,
    parcelOptions: Object.entries(PARCEL_OPTIONS).map(([key, t]) => ({ key, tr: trRows({ title: t }) })),
    parcelTypes: PARCEL_TYPES.map((p) => ({
      options: [...p.options],
      row: {
        type: p.type,
        img: seedImages.parcel(images, p.type),
        minWidth: p.width[0],
        maxWidth: p.width[1],
        minHeight: p.height[0],
        maxHeight: p.height[1],
        minLength: p.length[0],
        maxLength: p.length[1],
        minG: p.grams[0],
        maxG: p.grams[1],
        price: p.price,
        pricePerKm: p.pricePerKm,
        active: true,
      },
    })),
    bookings: [],
    sections: [],
    bookingWorkingDays: [],
    bookingClosedDates: [],
  };

  for (const b of BOOKINGS) {
    part.bookings.push({ shop: b.shop, row: { maxTime: b.maxTime, startTime: b.start, endTime: b.end, active: true } });
    for (const s of b.sections) {
      part.sections.push({
        key: s.key,
        shop: b.shop,
        row: { area: s.area, img: seedImages.cover(images, 'sections', s.key, 'blog', s.kind) },
        tr: trRows({ title: s.title, description: s.description }),
        tables: s.chairs.map((chairCount, i) => ({ name: `${s.prefix}${i + 1}`, chairCount, tax: 0, active: true })),
      });
    }
    for (const day of weekDays) part.bookingWorkingDays.push({ shop: b.shop, row: { day, from: b.hours[0], to: b.hours[1], disabled: false } });
    part.bookingClosedDates.push({ shop: b.shop, row: { day: isoDate(daysFrom(now, b.closedInDays)) } });
  }
  return part;
}
