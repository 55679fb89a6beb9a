import type { z } from 'zod';
import type { parcel, parcelAddress, parcelType } from '@/contract/responses/parcels';

/** The contract's ParcelType and Parcel (§3.11), inferred from the API's response schemas. */

export type ParcelPoint = z.infer<typeof parcelAddress>;
export type ParcelType = z.infer<typeof parcelType>;
export type Parcel = z.infer<typeof parcel>;
