/**
 * The choices of the delivery-driver application, shared by the API's validation and the /deliver form (a
 * plain module: the browser bundle gets the lists without the request schemas).
 */
export const VEHICLE_TYPES = ['bicycle', 'motorbike', 'car', 'van', 'on_foot'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Licence numbers: letters (any script), digits, spaces and dashes. */
export const LICENCE_NUMBER = /^[\p{L}\p{N} -]+$/u;
export const LICENCE_NUMBER_MAX = 40;
export const WORKING_AREA_MAX = 255;
/** "HH:MM", 24-hour. */
export const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
