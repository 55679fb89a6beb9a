import { formatTimestamp } from '@/contract/format';
import type { AddressDetails } from '../../db/schema';
import type { AddressRow } from './queries';

/** Door details as the web reads them: every field present, empty when not given. */
const details = (a: AddressDetails) => ({
  address: a.address ?? '',
  house: a.house ?? '',
  floor: a.floor ?? '',
  entrance: a.entrance ?? '',
  office: a.office ?? '',
  comment: a.comment ?? '',
});

/** Address as contract §3.9 shapes it: `location` is the web's `[lat, lng]`. */
export const presentAddress = (a: AddressRow) => ({
  id: a.id,
  title: a.title,
  user_id: a.userId,
  active: a.active,
  address: details(a.address),
  location: [a.location.latitude, a.location.longitude] as [number, number],
  created_at: formatTimestamp(a.createdAt),
  updated_at: formatTimestamp(a.updatedAt),
});
