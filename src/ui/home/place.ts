import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';

/**
 * Whether the visitor has chosen where to deliver: an address, or a point other than the map's default one.
 * Until then the storefront asks for it instead of showing "Deliver to: Default location".
 */
export const placeChosen = (location: string, address: string) => Boolean(address.trim()) || (Boolean(location) && location !== DEFAULT_LOCATION_STRING);
