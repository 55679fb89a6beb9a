import { useSyncExternalStore } from 'react';

/**
 * The stories seen on this device (localStorage, by media URL; the newest few hundred are kept), shared by the
 * row (to dim them) and the viewer (which marks them).
 */
export const SEEN_KEY = 'groops.stories.seen';
const SEEN_LIMIT = 300;

export function parseSeen(raw: string | null): string[] {
  try {
    const list: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').slice(-SEEN_LIMIT) : [];
  } catch {
    return [];
  }
}

export function withSeen(seen: readonly string[], url: string): string[] {
  return seen.includes(url) ? [...seen] : [...seen, url].slice(-SEEN_LIMIT);
}

const listeners = new Set<() => void>();
let cache: string[] | null = null;

function read(): string[] {
  if (cache) return cache;
  try {
    cache = parseSeen(window.localStorage.getItem(SEEN_KEY));
  } catch {
    cache = [];
  }
  return cache;
}

export function markSeen(url: string | undefined) {
  if (!url || read().includes(url)) return;
  cache = withSeen(read(), url);
  try {
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(cache));
  } catch {
    // Private mode or a full storage: the dimming lasts for this page only.
  }
  listeners.forEach((l) => l());
}

const EMPTY: string[] = [];
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/** Empty on the server and during hydration (no mismatch), the stored list after. */
export function useSeenStories(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
