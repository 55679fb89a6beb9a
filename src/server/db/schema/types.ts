// TypeScript shapes of the jsonb columns.
import type { deliveryTimeUnits, weekDays } from './enums';

/** A point; shops, branches, orders and addresses store it as `{latitude, longitude}`. */
export type GeoPoint = { latitude: number; longitude: number };

/** Delivery polygon: `[[lat, lng], ...]`, at least 3 points (ray casting on [lat, lng]). */
export type Polygon = [number, number][];

/** Free-form address parts (orders, user addresses, branches). */
export type AddressDetails = {
  address?: string;
  office?: string;
  house?: string;
  floor?: string;
  entrance?: string;
  comment?: string;
};

/** Parcel pick-up / drop-off point. */
export type ParcelAddress = GeoPoint & { address?: string; house?: string; stage?: string; room?: string };

/** Shop delivery time estimate, e.g. `{from: "10", to: "20", type: "minute"}`. */
export type DeliveryTime = { from: string; to: string; type: (typeof deliveryTimeUnits)[number] };

/** When a driver applicant can work: week days and a daily "HH:MM" window. */
export type DriverAvailability = { days: (typeof weekDays)[number][]; from: string; to: string };

export type PageButtons = { app_store_button_link?: string; google_play_button_link?: string };

/** Text keyed by locale, e.g. `{en: "Hello", fr: "Bonjour"}`. */
export type LocalizedText = Record<string, string>;

export type LandingPageData = {
  img?: string;
  title?: LocalizedText;
  description?: LocalizedText;
  features?: { img?: string; title?: LocalizedText; description?: LocalizedText }[];
  [key: string]: unknown;
};

export type PushNotificationData = { id?: number; type?: string; status?: string; [key: string]: unknown };

export type PaymentProcessData = { url: string; price?: number; order_id?: number; [key: string]: unknown };

export type JsonObject = Record<string, unknown>;

/** One participant's part of a group order, in minor units of the default currency (orders.participants). */
export type ParticipantShare = { name: string; is_owner: boolean; subtotal: number; fee_share: number; total: number };
