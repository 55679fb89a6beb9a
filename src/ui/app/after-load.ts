import { useSyncExternalStore } from 'react';

/**
 * "The page has loaded and the browser is idle, or the visitor acted": the moment for a signed-in page's
 * background reads (profile refresh, unread counts, the server cart). Before, they ran right after hydration and
 * brought axios (+21 KB) and their answers' re-renders into the load (Lighthouse TBT). A tap, key or focus ends
 * the wait at once, so nothing the visitor reaches for is late; after the first page it is always true.
 */
let ready = false;
const listeners = new Set<() => void>();

function markReady() {
  if (ready) return;
  ready = true;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  const whenIdle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(markReady, { timeout: 3000 }) : setTimeout(markReady, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) document.addEventListener(type, markReady, { capture: true, passive: true, once: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False on the server and during hydration (same HTML), true once the page has loaded and the browser idles. */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(subscribe, () => ready, () => false);
}
