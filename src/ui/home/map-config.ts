/**
 * Map tiles of the address picker, from the build's settings. Empty by default: the map then has no
 * background and needs no network (the pin still works), so nothing leaves the machine unless configured.
 * Example: NEXT_PUBLIC_MAP_TILE_URL=https://tile.openstreetmap.org/{z}/{x}/{y}.png with its attribution.
 */
export const MAP_TILES = {
  url: process.env.NEXT_PUBLIC_MAP_TILE_URL || '',
  attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || '',
} as const;

/** Six decimals (about 10 cm) are plenty for a delivery point and keep the fields readable. */
export const formatCoordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);
