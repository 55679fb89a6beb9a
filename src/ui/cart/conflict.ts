import { useSyncExternalStore } from 'react';
import type { NewCartLine } from './new-line';

/**
 * "Start a new cart?" (one shop at a time): what waits while the user decides. Either a line added from
 * another shop (the product modal closes meanwhile, or the server answered OTHER_SHOP), or a guest cart that
 * could not be merged at sign-in because the user's server cart is from another shop.
 */
export type NewCartRequest = { kind: 'line'; line: NewCartLine } | { kind: 'merge' };

let waiting: NewCartRequest | null = null;
const listeners = new Set<() => void>();

function set(next: NewCartRequest | null) {
  waiting = next;
  listeners.forEach((listener) => listener());
}

export const askNewCart = (line: NewCartLine) => set({ kind: 'line', line });
export const askMergeReplace = () => set({ kind: 'merge' });
export const dismissNewCart = () => set(null);
export const pendingNewCart = () => waiting;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNewCartRequest(): NewCartRequest | null {
  return useSyncExternalStore(subscribe, () => waiting, () => null);
}
