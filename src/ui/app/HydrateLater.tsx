import { memo, Suspense, use, useContext, useId, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useHydrated } from './client-only';
import { gateFor } from './hydration-gates';
import { SECTION_RENDER, type WithSectionCache } from './section-cache-context';
import { ShellContext } from './ShellContext';

/**
 * Suspends while its section's gate is closed and React is hydrating it; React then keeps the server HTML as it
 * is, unhydrated. Never while React renders the section anew: that happens when an update (a context value that
 * changed) reached the section before it hydrated, React has dropped the server HTML, and suspending would leave
 * the empty fallback in its place (and an empty wrapper is display: none, so the gate's observer never fires).
 */
function Gate({ id }: { id: string }) {
  const renderingAnew = useHydrated();
  // `use` in every render (React requires it once a render has suspended on it), with an open gate when no wait.
  use((renderingAnew ? null : gateFor(id)) ?? OPEN);
  return null;
}

const OPEN = { status: 'fulfilled', value: undefined, then: () => OPEN } as unknown as PromiseLike<void>;

/**
 * A part of the page that hydrates right after the page's shell, at idle priority and in small time slices
 * (React defers server-rendered Suspense boundaries), instead of inside the one long task of the page. No
 * element of its own: fit for the header (sticky) and the page itself.
 */
export const HydrateSoon = memo(function HydrateSoon({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
});

/**
 * A server-rendered section that hydrates when it comes near the screen (or is touched, clicked or focused),
 * not while the page wakes up: the HTML is on screen already, and hydrating every list at load was the page's
 * longest task. Rendered after a client-side navigation it is an ordinary section. See hydration-gates.ts.
 * Both wrappers are memoised: a parent re-rendering with the same children must not reach a boundary that is
 * still server HTML, or React would have to hydrate it there and then.
 * `soon`: a section on the first screen, hydrated right after the page's shell as with HydrateSoon (no gate),
 * whose server HTML is kept and reused all the same: what a rendered page costs is mostly such sections.
 */
export const HydrateLater = memo(function HydrateLater({ children, soon = false }: { children: ReactNode; soon?: boolean }) {
  const id = useId();
  // On the server: the same section's HTML from an earlier render of this page state (ADR 0029), byte for byte
  // what the children would render, so the browser hydrates it as its own. (The browser bundle drops this.)
  const shell = useContext(ShellContext) as WithSectionCache | null;
  const cache = typeof window === 'undefined' ? shell?.[SECTION_RENDER] : undefined;
  if (cache) {
    const hit = cache.cached(id);
    if (hit) {
      // The head's image preloads React would have written for the section's eager images.
      for (const { src, ...image } of hit.images) preload(src, { as: 'image', ...image, fetchPriority: 'high' });
      return <div data-hydrate-later={id} data-first-screen={soon || undefined} dangerouslySetInnerHTML={{ __html: hit.html }} />;
    }
    cache.miss(id);
  }
  return (
    <div data-hydrate-later={id} data-first-screen={soon || undefined}>
      <Suspense fallback={null}>
        {soon ? null : <Gate id={id} />}
        {children}
      </Suspense>
    </div>
  );
});
