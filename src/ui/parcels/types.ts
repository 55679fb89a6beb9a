/** The contract's ParcelType and Parcel (§3.11), as the storefront reads them. */

export interface ParcelPoint {
  latitude: number;
  longitude: number;
  address?: string;
  house?: string;
}

export interface ParcelType {
  id: number;
  type: string;
  min_width: number;
  max_width: number;
  min_height: number;
  max_height: number;
  min_length: number;
  max_length: number;
  min_g: number;
  max_g: number;
  price: number;
  price_per_km: number;
  options: { id: number; translation: { title?: string } }[];
}

export interface Parcel {
  id: number;
  status: string;
  type?: { id: number; type: string };
  currency?: { id: number; symbol: string; position?: string; rate: number };
  total_price: number;
  km?: number;
  address_from: ParcelPoint;
  address_to: ParcelPoint;
  username_from: string;
  phone_from: string;
  username_to: string;
  phone_to: string;
  delivery_date?: string;
  delivery_time?: string;
  description?: string;
  deliveryman?: { id: number; firstname?: string; lastname?: string };
  transaction?: { status: string; payment_system?: { tag: string } };
  review: { rating: number; comment?: string } | null;
  created_at: string;
}
