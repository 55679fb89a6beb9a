/**
 * Shapes the storefront reads from API v1 (contract §3–4), inferred from the response schemas the API is tested
 * against (src/contract/responses): one definition. Type-only imports, so no zod code reaches the bundle.
 */
import type { z } from 'zod';
import type * as account from '@/contract/responses/account';
import type * as catalog from '@/contract/responses/catalog';
import type * as common from '@/contract/responses/common';
import type * as content from '@/contract/responses/content';
import type * as shops from '@/contract/responses/shops';

export type { Paginate, SuccessResponse } from '@/contract/envelope';

export type Language = z.infer<typeof common.language>;
export type Currency = z.infer<typeof common.currency>;
export type SettingRow = z.infer<typeof common.settingRow>;
export type User = z.infer<typeof common.user>;
/** Foodyman-style translation object of any entity. */
export type Translation = z.infer<typeof common.translation>;
export type Address = z.infer<typeof account.address>;

/** A blog post or news item (`rest/blogs/*`). */
export type Blog = z.infer<typeof content.blog>;
/** An open position (`rest/careers/*`). */
export type Career = z.infer<typeof content.career>;
/** A static CMS page (`rest/pages/*`): the about sections and the delivery page. */
export type Page = z.infer<typeof content.page>;
/** A help-centre question (`rest/faqs/paginate`). */
export type Faq = z.infer<typeof content.faq>;
/** Privacy policy or terms (`rest/policy`, `rest/term`). */
export type LegalText = z.infer<typeof content.legalText>;
/** A banner or an ad (`rest/banners/paginate`, `rest/banners-ads`). */
export type Banner = z.infer<typeof content.banner>;
/** One story of `rest/stories/paginate` (a bare array of arrays, one per shop). */
export type Story = z.infer<typeof content.story>;

/** A shop or restaurant in the lists (`rest/shops/paginate`). */
export type ShopItem = z.infer<typeof shops.shopItem>;
/** A shop or restaurant (`rest/shops/{id}`, contract §4 Shop). */
export type Shop = z.infer<typeof shops.shop>;
export type ShopTag = z.infer<typeof shops.shopTag>;
export type WorkingDay = z.infer<typeof shops.workingDay>;
export type Review = z.infer<typeof shops.review>;
export type Branch = z.infer<typeof shops.branch>;

/** A category (`rest/categories/paginate`). */
export type Category = z.infer<typeof catalog.category>;
/** A product search hit (`rest/products/search`). */
export type ProductHit = z.infer<typeof catalog.productHit>;
/** An extra value of a stock (size, crust…) with its group. */
export type ExtraValue = z.infer<typeof catalog.extraValue>;
/** An addon attached to a stock: another (addon) product with its own stock. */
export type StockAddon = z.infer<typeof catalog.stockAddon>;
/** One sellable variant of a product; prices are decimals already in the display currency. */
export type Stock = z.infer<typeof catalog.stock>;
/** A product (`rest/products/{uuid}`, menu items in `rest/shops/{id}/products`). */
export type Product = z.infer<typeof catalog.product>;
/** A menu category with its products and sub-categories (`rest/shops/{id}/products`). */
export type MenuCategory = z.infer<typeof catalog.menuCategory>;
/** `rest/shops/{id}/products`: the shop's menu. */
export type ShopMenu = z.infer<typeof catalog.shopMenu>;
export type Brand = z.infer<typeof catalog.brand>;
