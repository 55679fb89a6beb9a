/**
 * How long a shop needs before it can deliver (pure; shared by the storefront's slots and the API's schedule
 * check so both agree): the lower bound of its `delivery_time` in minutes, by unit; 0 when unknown.
 */

export interface LeadTime {
  from?: string | number | null;
  to?: string | number | null;
  type?: string | null;
}

const UNIT_MINUTES: Record<string, number> = { minute: 1, hour: 60, day: 1440, month: 43_200 };

export function leadMinutes(time: LeadTime | null | undefined): number {
  const from = Number(time?.from);
  const unit = UNIT_MINUTES[time?.type ?? 'minute'] ?? 1;
  return Number.isFinite(from) && from > 0 ? Math.round(from * unit) : 0;
}
