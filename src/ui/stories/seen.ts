import { useSyncExternalStore } from 'react';
import { parseSeen, SEEN_KEY, withSeen } from './navigation';

/** The stories seen on this device, shared by the row (to dim them) and the viewer (which marks them). */

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
