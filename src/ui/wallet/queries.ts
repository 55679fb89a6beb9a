import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { getJson, type Http } from '../http/json';

/** The wallet and referral reads (contract §3.7, `rest/referral`), shared by the server prefetch and the browser. */

export const HISTORY_PER_PAGE = 10;
export const HISTORY_FILTERS = ['all', 'in', 'out', 'topup', 'withdraw', 'transfer_in', 'transfer_out', 'referral'] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export interface WalletHistory {
  id: number;
  uuid: string;
  type: string;
  price: number;
  note?: string;
  status: string;
  created_at?: string;
  author?: { firstname?: string };
}

export interface ReferralProgramme {
  id: number;
  img?: string;
  price_from: number;
  price_to: number;
  expired_at?: string;
  translation?: { title?: string; description?: string; faq?: string };
}

export interface Recipient {
  uuid: string;
  name: string;
  contact: string;
}

/** The API's filters for one choice of the filter menu ("referral" is the referrer's bonus rows). */
export function filterParams(filter: HistoryFilter): Record<string, string> {
  if (filter === 'all') return {};
  if (filter === 'in' || filter === 'out') return { direction: filter };
  return { type: filter === 'referral' ? 'referral_from_topup' : filter };
}

export const walletKeys = {
  all: ['wallet'] as const,
  history: (locale: string, filter: HistoryFilter, page: number) => ['wallet', 'history', locale, filter, page] as const,
};

export const walletHistoryQuery = (http: Http, locale: string, filter: HistoryFilter, page: number) =>
  queryOptions({
    queryKey: walletKeys.history(locale, filter, page),
    queryFn: () => getJson<Paginate<WalletHistory>>(http, 'dashboard/user/wallet/histories', { ...filterParams(filter), page, perPage: HISTORY_PER_PAGE }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export const referralQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: ['referral', locale] as const,
    queryFn: async () => (await getJson<SuccessResponse<ReferralProgramme>>(http, 'rest/referral')).data,
    retry: false,
  });
