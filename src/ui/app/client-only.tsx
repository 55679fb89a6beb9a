import dynamic from 'next/dynamic';
import { useSyncExternalStore, type ComponentType } from 'react';

const noSubscribe = () => () => {};
const Nothing = () => null;

/** False while React hydrates the server HTML, true once it has taken over (and on every client-side render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}

/**
 * A lazily loaded component that renders only in the browser, showing `Placeholder` where the server did.
 * next/dynamic alone (`ssr: false`) renders the loaded component as soon as its chunk is there, hydration
 * included: a tap that made React hydrate after the chunk arrived found the real cart where the server had sent
 * its skeleton, and React threw the page away and rendered it anew (error 418; the tap was lost). Until hydration
 * is over this renders the placeholder, exactly as the server did.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>, Placeholder: ComponentType = Nothing) {
  const Loaded = dynamic(load, { ssr: false, loading: () => <Placeholder /> });
  function ClientOnly(props: P) {
    return useHydrated() ? <Loaded {...props} /> : <Placeholder />;
  }
  return ClientOnly;
}
