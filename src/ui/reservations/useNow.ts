import { useSyncExternalStore } from 'react';

/** Free times depend on "now": the minute the browser is in, re-read every 30 s; null on the server and while hydrating. */
const MINUTE = 60_000;
const subscribe = (changed: () => void) => {
  const timer = setInterval(changed, 30_000);
  return () => clearInterval(timer);
};
const current = () => Math.floor(Date.now() / MINUTE) * MINUTE;

export function useNow(): number | null {
  return useSyncExternalStore<number | null>(subscribe, current, () => null);
}
