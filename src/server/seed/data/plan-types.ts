// The marketplace seed as plain data: rows keyed by stable string keys instead of database ids.
// Builders (build-*.ts) produce it without touching the database; marketplace.ts inserts it and
// resolves the keys to the generated ids.
import type * as s from '../../db/schema';

type Insert<T extends { $inferInsert: object }> = T['$inferInsert'];
/** Insert row of a table without its id and the listed foreign-key columns (given as keys instead). */
export type Row<T extends { $inferInsert: object }, Fk extends keyof Insert<T> = never> = Omit<Insert<T>, 'id' | Fk>;

/** Demo accounts seeded by core.ts, or the key of a user this plan creates. */
export type UserKey = 'customer' | 'seller' | 'deliveryman' | 'admin' | (string & {});

export interface PlannedUser {
  key: string;
  row: Row<typeof s.users>;
  walletUuid: string;
}

export interface PlannedCategory {
  key: string;
  parent?: string;
  row: Row<typeof s.categories, 'parentId' | 'shopId'>;
  tr: Row<typeof s.categoryTranslations, 'categoryId'>[];
}

export interface PlannedShop {
  key: string;
  owner: UserKey;
  row: Row<typeof s.shops, 'userId'>;
  tr: Row<typeof s.shopTranslations, 'shopId'>[];
}

export interface PlannedProduct {
  key: string;
  shop: string;
  category: string;
  brand?: string;
  unit: string;
  /** English title, for lookups by name. */
  name: string;
  row: Row<typeof s.products, 'shopId' | 'categoryId' | 'brandId' | 'unitId'>;
  tr: Row<typeof s.productTranslations, 'productId'>[];
}

export interface PlannedStock {
  key: string;
  product: string;
  row: Row<typeof s.stocks, 'productId'>;
  /** Extra value keys (`group:value`) making up this combination. */
  values: string[];
}

export interface PlannedOrder {
  key: string;
  user: UserKey;
  shop: string;
  payment: string;
  row: Row<typeof s.orders, 'userId' | 'shopId' | 'deliverymanId' | 'currencyId' | 'paymentId'>;
  /** Lines; `parent` is the index of the parent line for add-on lines. */
  details: Array<{ stock: string; parent?: number; row: Row<typeof s.orderDetails, 'orderId' | 'stockId' | 'parentId'> }>;
  events: Array<{ by: UserKey; row: Row<typeof s.orderStatusEvents, 'orderId' | 'userId'> }>;
  transaction: Row<typeof s.transactions, 'orderId' | 'parcelOrderId' | 'walletId' | 'userId' | 'paymentSysId'>;
  reviews: Array<{ product?: string; row: Row<typeof s.reviews, 'userId' | 'orderId' | 'productId' | 'shopId' | 'parcelOrderId' | 'assignedUserId'> }>;
}

export interface PlannedRecipe {
  key: string;
  shop: string;
  category: string;
  row: Row<typeof s.recipes, 'shopId' | 'categoryId'>;
  tr: Row<typeof s.recipeTranslations, 'recipeId'>[];
  ingredients: Row<typeof s.recipeIngredients, 'recipeId'>[];
  instructions: Row<typeof s.recipeInstructions, 'recipeId'>[];
  nutritions: Array<{ row: Row<typeof s.recipeNutritions, 'recipeId'>; tr: Row<typeof s.recipeNutritionTranslations, 'recipeNutritionId'>[] }>;
  stocks: Array<{ stock: string; minQuantity: number }>;
}

export interface MarketplacePlan {
  users: PlannedUser[];
  payments: Row<typeof s.payments>[];
  notifications: Row<typeof s.notifications>[];
  categories: PlannedCategory[];
  brands: Array<{ key: string; row: Row<typeof s.brands> }>;
  units: Array<{ key: string; row: Row<typeof s.units>; tr: Row<typeof s.unitTranslations, 'unitId'>[] }>;
  shopTags: Array<{ key: string; row: Row<typeof s.shopTags>; tr: Row<typeof s.shopTagTranslations, 'shopTagId'>[] }>;
  extraGroups: Array<{ key: string; row: Row<typeof s.extraGroups, 'shopId'>; tr: Row<typeof s.extraGroupTranslations, 'extraGroupId'>[] }>;
  extraValues: Array<{ key: string; group: string; row: Row<typeof s.extraValues, 'extraGroupId'>; tr: Row<typeof s.extraValueTranslations, 'extraValueId'>[] }>;

  shops: PlannedShop[];
  workingDays: Array<{ shop: string; row: Row<typeof s.shopWorkingDays, 'shopId'> }>;
  closedDates: Array<{ shop: string; row: Row<typeof s.shopClosedDates, 'shopId'> }>;
  zones: Array<{ shop: string; row: Row<typeof s.shopDeliveryZones, 'shopId'> }>;
  branches: Array<{ shop: string; row: Row<typeof s.branches, 'shopId'>; tr: Row<typeof s.branchTranslations, 'branchId'>[] }>;
  shopCategories: Array<{ shop: string; category: string }>;
  shopTagLinks: Array<{ shop: string; tag: string }>;
  shopPayments: Array<{ shop: string; payment: string }>;

  products: PlannedProduct[];
  stocks: PlannedStock[];
  productExtras: Array<{ product: string; group: string }>;
  stockAddons: Array<{ stock: string; addon: string }>;
  discounts: Array<{ key: string; shop: string; products: string[]; row: Row<typeof s.discounts, 'shopId'> }>;
  bonuses: Array<{ shop?: string; stock?: string; bonusStock: string; row: Row<typeof s.bonuses, 'shopId' | 'stockId' | 'bonusStockId'> }>;

  orders: PlannedOrder[];

  banners: Array<{ key: string; shops: string[]; row: Row<typeof s.banners>; tr: Row<typeof s.bannerTranslations, 'bannerId'>[] }>;
  stories: Array<{ shop: string; product: string; row: Row<typeof s.stories, 'shopId' | 'productId'> }>;
  referral: { row: Row<typeof s.referrals>; tr: Row<typeof s.referralTranslations, 'referralId'>[] };
  coupons: Array<{ shop?: string; row: Row<typeof s.coupons, 'shopId'>; tr: Row<typeof s.couponTranslations, 'couponId'>[] }>;

  blogs: Array<{ author: UserKey; row: Row<typeof s.blogs, 'userId'>; tr: Row<typeof s.blogTranslations, 'blogId'>[] }>;
  careers: Array<{ category: string; row: Row<typeof s.careers, 'categoryId'>; tr: Row<typeof s.careerTranslations, 'careerId'>[] }>;
  faqs: Array<{ row: Row<typeof s.faqs>; tr: Row<typeof s.faqTranslations, 'faqId'>[] }>;
  pages: Array<{ row: Row<typeof s.pages>; tr: Row<typeof s.pageTranslations, 'pageId'>[] }>;
  landingPages: Row<typeof s.landingPages>[];
  privacy: Row<typeof s.privacyPolicyTranslations, 'privacyPolicyId'>[];
  terms: Row<typeof s.termConditionTranslations, 'termConditionId'>[];

  recipes: PlannedRecipe[];

  parcelOptions: Array<{ key: string; tr: Row<typeof s.parcelOptionTranslations, 'parcelOptionId'>[] }>;
  parcelTypes: Array<{ options: string[]; row: Row<typeof s.parcelTypes> }>;

  bookings: Array<{ shop: string; row: Row<typeof s.bookings, 'shopId'> }>;
  sections: Array<{
    key: string;
    shop: string;
    row: Row<typeof s.shopSections, 'shopId'>;
    tr: Row<typeof s.shopSectionTranslations, 'shopSectionId'>[];
    tables: Row<typeof s.tables, 'shopSectionId'>[];
  }>;
  bookingWorkingDays: Array<{ shop: string; row: Row<typeof s.shopBookingWorkingDays, 'shopId'> }>;
  bookingClosedDates: Array<{ shop: string; row: Row<typeof s.shopBookingClosedDates, 'shopId'> }>;
}
