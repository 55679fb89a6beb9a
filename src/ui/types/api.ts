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

/** What the order lists show of an order (`dashboard/user/orders/paginate`, contract §4). */
export interface OrderSummary {
  id: number;
  status: string;
  total_price: number;
  created_at?: string;
  delivery_date?: string;
  delivery_time?: string;
  order_details_count?: number;
  currency?: { id: number; symbol: string; position?: string };
  shop?: { id: number; uuid?: string; logo_img?: string; translation?: Pick<Translation, 'title'> };
}
