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
  wallet?: { id: number; uuid: string; price: number; symbol?: string };
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
