/** Shapes the storefront reads from API v1 (contract §3–4); the envelopes come from the shared contract. */
export type { Paginate, SuccessResponse } from '@/contract/envelope';

export interface Language {
  id: number;
  title: string;
  locale: string;
  backward: number | boolean;
  default: number | boolean;
  img?: string;
}

export interface Currency {
  id: number;
  symbol: string;
  title: string;
  rate: number;
  default: boolean | number;
  position: 'before' | 'after' | string;
}

export interface SettingRow {
  id: number;
  key: string;
  value: string;
}

export interface User {
  id: number;
  uuid: string;
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  img?: string;
  role: string;
  gender?: string;
  birthday?: string;
  my_referral?: string;
  empty_p?: boolean;
  wallet?: { id: number; uuid: string; price: number; symbol?: string; currency?: { id: number; symbol: string; title?: string; rate?: number } };
  addresses?: Array<{ id: number; title?: string; active: boolean; address: Record<string, string>; location: unknown }>;
  /** Referral counters (profile/show): friends who signed up with the code, bonuses earned as referrer / referee. */
  referral_invited_count?: number;
  referral_from_topup_count?: number;
  referral_from_topup_price?: number;
  referral_to_topup_price?: number;
}

/** Foodyman-style translation object of any entity. */
export interface Translation {
  id?: number;
  locale?: string;
  title?: string;
  description?: string;
  short_desc?: string;
  address?: string;
  question?: string;
  answer?: string;
}

/** A blog post or news item (`rest/blogs/*`, contract §3.4). */
export interface Blog {
  id: number;
  uuid: string;
  type: 'blog' | 'notification' | string;
  img?: string;
  published_at?: string;
  active?: boolean;
  created_at?: string;
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'short_desc' | 'description'>;
}

/** An open position (`rest/careers/*`). */
export interface Career {
  id: number;
  category_id?: number;
  location?: string;
  active?: boolean;
  category?: { id: number; uuid?: string; img?: string; translation?: Pick<Translation, 'id' | 'locale' | 'title'> };
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description' | 'address'>;
}

/** A static CMS page (`rest/pages/*`): the about sections and the delivery page. */
export interface Page {
  id: number;
  type: 'about' | 'about_second' | 'about_three' | 'about_fourth' | 'delivery' | string;
  img?: string;
  bg_img?: string;
  active?: boolean;
  buttons?: { app_store_button_link?: string; google_play_button_link?: string };
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description'>;
}

/** A help-centre question (`rest/faqs/paginate`). */
export interface Faq {
  id: number;
  uuid?: string;
  type?: string;
  active?: boolean;
  translation?: Pick<Translation, 'id' | 'locale' | 'question' | 'answer'>;
}

/** Privacy policy or terms (`rest/policy`, `rest/term`). */
export interface LegalText {
  id: number;
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description'>;
}

/** A shop or restaurant in the lists (`rest/shops/paginate`, contract §3.2 and §4). */
export interface ShopItem {
  id: number;
  uuid: string;
  type?: 'shop' | 'restaurant';
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description' | 'address'>;
  logo_img?: string;
  background_img?: string;
  open?: boolean;
  price?: number;
  price_per_km?: number;
  /** With an address in the query: the fee the checkout will charge there (same rule as cart/calculate). */
  delivery_fee?: number;
  rating_avg?: number | null;
  reviews_count?: number;
  products_count?: number;
  verify?: boolean;
  delivery_time?: { from: string; to: string; type: string };
}

/** A category (`rest/categories/paginate`). */
export interface Category {
  id: number;
  uuid: string;
  type?: string;
  img?: string;
  translation?: Pick<Translation, 'id' | 'locale' | 'title'>;
  children?: Category[];
}

/** A banner or an ad (`rest/banners/paginate`, `rest/banners-ads`). */
export interface Banner {
  id: number;
  url?: string;
  img?: string;
  clickable?: boolean;
  type?: string;
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description'> & { button_text?: string };
}

/** One story of `rest/stories/paginate` (a bare array of arrays, one per shop). */
export interface Story {
  shop_id: number;
  shop_type?: string;
  logo_img?: string;
  title?: string;
  product_uuid?: string;
  product_title?: string;
  url?: string;
  created_at?: string;
}

/** A product search hit (`rest/products/search`). */
export interface ProductHit {
  id: number;
  uuid: string;
  img?: string;
  shop_id?: number;
  translation?: Pick<Translation, 'id' | 'locale' | 'title'>;
  shop?: { id: number; uuid?: string; type?: string; translation?: Pick<Translation, 'title'> };
}

/** An extra value of a stock (size, crust…) with its group (contract §4 Stock.extras). */
export interface ExtraValue {
  id: number;
  extra_group_id: number;
  /** The language-neutral value ("Thin"); `translation.title` is its text in the reader's language. */
  value: string;
  active?: boolean;
  translation?: Pick<Translation, 'id' | 'locale' | 'title'>;
  group?: { id: number; type?: 'color' | 'text' | 'image' | string; translation?: Pick<Translation, 'id' | 'locale' | 'title'> };
}

/** An addon attached to a stock: another (addon) product with its own stock. */
export interface StockAddon {
  id: number;
  stock_id: number;
  addon_id: number;
  product?: Product;
}

/** One sellable variant of a product; prices are decimals already in the display currency. */
export interface Stock {
  id: number;
  countable_id?: number;
  price?: number;
  quantity?: number;
  discount?: number;
  tax?: number;
  total_price?: number;
  addon?: boolean;
  extras?: ExtraValue[];
  addons?: StockAddon[];
  product?: Product;
}

/** A product (`rest/products/{uuid}`, menu items in `rest/shops/{id}/products`). */
export interface Product {
  id: number;
  uuid: string;
  shop_id?: number;
  category_id?: number;
  brand_id?: number;
  img?: string;
  tax?: number;
  addon?: boolean;
  vegetarian?: boolean;
  min_qty?: number;
  max_qty?: number;
  interval?: number;
  reviews_count?: number;
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description'>;
  unit?: { id: number; translation?: Pick<Translation, 'title'> };
  stock?: Stock;
  stocks?: Stock[];
  discounts?: Array<{ id: number; type?: string; price?: number }>;
  shop?: Shop;
}

/** A menu category with its products and sub-categories (`rest/shops/{id}/products`). */
export interface MenuCategory {
  id: number;
  uuid: string;
  parent_id?: number;
  type?: string;
  img?: string;
  input?: number;
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description'>;
  products?: Product[];
  children?: MenuCategory[];
}

/** `rest/shops/{id}/products`: the shop's menu. */
export interface ShopMenu {
  recommended: Product[];
  all: MenuCategory[];
}

export interface ShopTag {
  id: number;
  img?: string;
  translation?: Pick<Translation, 'id' | 'locale' | 'title'>;
}

export interface WorkingDay {
  id?: number;
  day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday' | string;
  from: string;
  to: string;
  disabled?: boolean;
}

/** A shop or restaurant (`rest/shops/{id}`, contract §4 Shop). */
export interface Shop {
  id: number;
  uuid: string;
  type?: 'shop' | 'restaurant' | string;
  translation?: Pick<Translation, 'id' | 'locale' | 'title' | 'description' | 'address'>;
  logo_img?: string;
  background_img?: string;
  phone?: string;
  price?: number;
  price_per_km?: number;
  /** Asked with `address[latitude|longitude]`: whether it delivers there, the distance and the checkout's fee. */
  delivers?: boolean;
  km?: number;
  delivery_fee?: number;
  min_amount?: number;
  tax?: number;
  open?: boolean;
  verify?: boolean;
  delivery_time?: { from: string; to: string; type: 'minute' | 'hour' | 'day' | 'month' | string };
  location?: { latitude: number; longitude: number };
  rating_avg?: number;
  reviews_count?: number;
  tags?: ShopTag[];
  shop_working_days?: WorkingDay[];
  shop_closed_date?: Array<{ id: number; day: string }>;
  categories?: Array<Pick<MenuCategory, 'id' | 'uuid' | 'img' | 'translation'>>;
}

export interface Review {
  id: number;
  rating: number;
  comment?: string;
  created_at?: string;
  user?: { firstname?: string; lastname?: string; img?: string };
}

export interface Branch {
  id: number;
  shop_id: number;
  address?: { address?: string; house?: string };
  location?: { latitude: number; longitude: number };
  translation?: Pick<Translation, 'title'>;
}

export interface Brand {
  id: number;
  uuid?: string;
  title: string;
  img?: string;
  products_count?: number;
}
