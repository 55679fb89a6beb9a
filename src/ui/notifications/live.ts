/**
 * The unread badge, pure parts: the stream URL (EventSource cannot go through the axios client) and the total
 * of the bare `notifications-statistic` object.
 */
const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/';

/** How often the badge re-reads the counts while the stream is unavailable. */
export const BADGE_POLL_MS = 15_000;

export type UnreadStatistic = Record<string, number>;

export function badgeStreamUrl(lang: string): string {
  const base = API_BASE.endsWith('/') ? API_BASE : `${API_BASE}/`;
  return `${base}dashboard/notifications/stream?lang=${encodeURIComponent(lang)}`;
}

/** Sum of the unread counts; anything that is not a count is ignored. */
export function unreadTotal(stat: unknown): number {
  if (!stat || typeof stat !== 'object') return 0;
  return Object.values(stat as Record<string, unknown>).reduce<number>((sum, v) => sum + (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0), 0);
}

/** The badge text: up to 99, then "99+". */
export function badgeText(total: number): string {
  return total > 99 ? '99+' : String(total);
}

/** Parses a `statistic` event; null for anything else. */
export function parseStatistic(raw: unknown): UnreadStatistic | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as UnreadStatistic) : null;
  } catch {
    return null;
  }
}
