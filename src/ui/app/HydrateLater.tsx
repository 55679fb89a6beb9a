import { Suspense, type ReactNode } from 'react';

/**
 * A section whose hydration may wait. React hydrates a server-rendered Suspense boundary at idle priority in
 * small time slices instead of in the one long task of the page, so big lists no longer block input while the
 * page wakes up (the server HTML is already on screen). Nothing here suspends: the fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
