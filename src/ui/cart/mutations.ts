import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../types/cart';

/**
 * Optimistic changes to the signed-in cart: the UI shows the expected cart at once; calls go out one after
 * the other (so the server sees them in order) and only the last answer of a burst replaces the cart, so
 * quick taps on + never flicker back. A failure reloads the server's cart. Reads of a cart wait for the
 * changes already on their way (`afterCartChanges`): a read answered before the last change was saved would
 * otherwise land after that change's answer and show the cart without it (a cart bar mounting mid-burst).
 */
let tail: Promise<void> = Promise.resolve();
let queued = 0;

export interface CartChange {
  key: readonly unknown[];
  optimistic: (cart: Cart | null) => Cart | null;
  /** The call; resolves to the new cart, or undefined when the API answers without one (then reload). */
  send: () => Promise<Cart | null | undefined>;
  onError: (failure: unknown) => void;
}

export async function changeCart(qc: QueryClient, change: CartChange): Promise<void> {
  // A read in flight would otherwise land after the optimistic cart and undo it.
  await qc.cancelQueries({ queryKey: change.key });
  qc.setQueryData<Cart | null>(change.key, (cart) => change.optimistic(cart ?? null));
  queued += 1;
  const run = tail.then(async () => {
    try {
      const result = await change.send();
      queued -= 1;
      if (queued > 0) return;
      // Not awaited: the read waits for this change (afterCartChanges), which would wait for the read.
      if (result === undefined) void qc.invalidateQueries({ queryKey: change.key });
      else qc.setQueryData(change.key, result);
    } catch (failure) {
      queued -= 1;
      void qc.invalidateQueries({ queryKey: change.key });
      // A throwing handler must not leave the chain rejected: every later change and read waits on it.
      try {
        change.onError(failure);
      } catch {
        // reported by the handler itself, if at all
      }
    }
  });
  tail = run;
  return run;
}

/** Resolves once every change sent so far has its answer: cart reads start after it. */
export const afterCartChanges = (): Promise<void> => tail;
