import { queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { AddressPayload } from './form';

/** Saved addresses (contract §3.9) and the geocoder (docs/api.md §11), as the storefront calls them. */

export interface SavedAddress {
  id: number;
  title: string | null;
  active: boolean;
  address: { address: string; house: string; floor: string; entrance: string; office: string; comment: string };
  location: [number, number];
  /** Only in the answer to a save: whether any shop delivers there. */
  in_zone?: boolean;
}

export interface Suggestion {
  label: string;
  street: string;
  house: string | null;
  kind: 'address' | 'place';
  location: { latitude: number; longitude: number };
}

export const ADDRESSES_KEY = ['addresses'] as const;

export const addressesQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, userId ?? 0] as const,
    queryFn: async () => ((await http.get('dashboard/user/addresses', { params: { perPage: 30 } })) as unknown as Paginate<SavedAddress>).data ?? [],
    enabled: Boolean(userId),
  });

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['geocode', 'search', q] as const,
    queryFn: async () => ((await http.get('rest/geocode/search', { params: { q } })) as unknown as SuccessResponse<Suggestion[]>).data ?? [],
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  });

/** The street address nearest to a map click, or null where there is none. */
export async function reverseGeocode(lat: number, lng: number): Promise<Suggestion | null> {
  try {
    return ((await http.get('rest/geocode/reverse', { params: { lat: lat.toFixed(6), lng: lng.toFixed(6) } })) as unknown as SuccessResponse<Suggestion>).data;
  } catch (failure) {
    if ((failure as { status?: number }).status === 404) return null;
    throw failure;
  }
}

export async function saveAddress(payload: AddressPayload, id?: number): Promise<SavedAddress> {
  const res = id ? await http.put(`dashboard/user/addresses/${id}`, payload) : await http.post('dashboard/user/addresses', payload);
  return (res as unknown as SuccessResponse<SavedAddress>).data;
}

export const deleteAddress = (id: number) => http.delete('dashboard/user/addresses/delete', { params: { 'ids[0]': id } });

export const makeDefault = (id: number) => http.post(`dashboard/user/address/set-active/${id}`);
