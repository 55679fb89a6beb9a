import * as yup from 'yup';
import type { SavedAddress, Suggestion } from './api';

/** The address form: values, rules (messages in the user's language) and the body of a save. Pure. */

export interface AddressValues {
  title: string;
  /** The street line: set by picking a suggestion or a map point, never typed as coordinates. */
  street: string;
  house: string;
  floor: string;
  entrance: string;
  comment: string;
  /** The picked point; null until a suggestion or map point is picked. */
  point: { latitude: number; longitude: number } | null;
}

export const ADDRESS_LIMITS = { title: 50, street: 255, detail: 50, comment: 500 } as const;

export const emptyAddress = (title = ''): AddressValues => ({ title, street: '', house: '', floor: '', entrance: '', comment: '', point: null });

export const fromSaved = (a: SavedAddress): AddressValues => ({
  title: a.title ?? '',
  street: a.address.address,
  house: a.address.house,
  floor: a.address.floor,
  entrance: a.address.entrance,
  comment: a.address.comment,
  point: { latitude: a.location[0], longitude: a.location[1] },
});

/** A picked suggestion fills the street line, the house number (when it has one) and the point. */
export const withSuggestion = (v: AddressValues, s: Suggestion): AddressValues => ({ ...v, street: s.label, house: s.house ?? v.house, point: s.location });

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function addressSchema(t: Translate) {
  const required = t('validation.required');
  const max = (count: number) => t('validation.max.length', { count });
  const detail = yup.string().trim().max(ADDRESS_LIMITS.detail, max(ADDRESS_LIMITS.detail));
  return yup.object({
    title: yup.string().trim().required(required).max(ADDRESS_LIMITS.title, max(ADDRESS_LIMITS.title)),
    street: yup.string().trim().required(t('address.pick.required')).max(ADDRESS_LIMITS.street, max(ADDRESS_LIMITS.street)),
    house: detail,
    floor: detail,
    entrance: detail,
    comment: yup.string().trim().max(ADDRESS_LIMITS.comment, max(ADDRESS_LIMITS.comment)),
    point: yup.object().nullable().required(t('address.pick.required')),
  });
}

export type AddressPayload = ReturnType<typeof addressPayload>;

export function addressPayload(v: AddressValues, active?: boolean) {
  return {
    title: v.title.trim(),
    location: [v.point!.latitude, v.point!.longitude] as [number, number],
    address: { address: v.street.trim(), house: v.house.trim(), floor: v.floor.trim(), entrance: v.entrance.trim(), comment: v.comment.trim() },
    ...(active === undefined ? {} : { active }),
  };
}
