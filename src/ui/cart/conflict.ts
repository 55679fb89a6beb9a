import { useSyncExternalStore } from 'react';
import type { NewCartLine } from './new-line';

/**
 * "Start a new cart?" (one shop at a time): what waits while the user decides. Either lines added from
 * another shop (the product modal closes meanwhile, or the server answered OTHER_SHOP), or a guest cart that
 * could not be merged at sign-in because the user's server cart is from another shop.
 */
export type NewCartRequest = { kind: 'line'; lines: NewCartLine[] } | { kind: 'merge' };

let waiting: NewCartRequest | null = null;
const listeners = new Set<() => void>();

function set(next: NewCartRequest | null) {
  waiting = next;
  listeners.forEach((listener) => listener());
}

/** One line from the product modal, or every ingredient of a recipe at once. */
export const askNewCart = (lines: NewCartLine[]) => set({ kind: 'line', lines });
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
