export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** Widths the server pretends to render at, so its markup matches the device (spec §2, §9). */
export const SIMULATED_WIDTH: Record<DeviceType, number> = { mobile: 360, tablet: 768, desktop: 1140 };

/**
 * Evaluates MUI's media queries ("@media (min-width:1140px)", "(max-width:767.95px)", joined with "and")
 * at a fixed width, for server rendering.
 */
export function matchesAtWidth(query: string, width: number): boolean {
  const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  return conditions.every((c) => {
    const m = /\((min|max)-width:\s*([\d.]+)px\)/.exec(c);
    if (!m) return true;
    const px = Number(m[2]);
    return m[1] === 'min' ? width >= px : width <= px;
  });
}
