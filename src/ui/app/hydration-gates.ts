import Router from 'next/router';

/**
 * Gates for HydrateLater sections, one per section of the server HTML. A gate is a thenable React's `use` can
 * read synchronously (status/value fields), so opening it on pointerdown lets the click that follows hydrate
 * its section at once and reach its handler. Gates exist only for the first page of a visit: after a
 * client-side navigation sections render normally.
 */
type Gate = PromiseLike<void> & { status: 'pending' | 'fulfilled'; value: undefined; open: () => void };

const ATTRIBUTE = 'data-hydrate-later';
const NEAR_SCREEN = '150px';
const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

const gates = new Map<string, Gate>();
let firstPage = typeof window !== 'undefined';
let observer: IntersectionObserver | null = null;

function makeGate(): Gate {
  const waiting: Array<() => void> = [];
  const gate: Gate = {
    status: 'pending',
    value: undefined,
    then(onOpen) {
      if (gate.status === 'fulfilled') queueMicrotask(() => onOpen?.());
      else if (onOpen) waiting.push(() => onOpen());
      return gate as never;
    },
    open() {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      waiting.splice(0).forEach((run) => run());
    },
  };
  return gate;
}

function openAll() {
  firstPage = false;
  gates.forEach((gate) => gate.open());
  observer?.disconnect();
}

// Registered with the module, before any section renders: a tap or a route change that comes before the first
// gate exists must still end the gating, or a later render (Next renders route changes in a transition) would
// wait on a gate nobody opens.
if (typeof window !== 'undefined') {
  // Capture on the document runs before React's listeners on the root: the gate is open when React looks.
  // A user acting anywhere may change state the sections read (theme, sign-in): hydrate them all.
  for (const type of INTERACTIONS) document.addEventListener(type, openAll, { capture: true, passive: true, once: true });
  Router.events.on('routeChangeStart', openAll);
}

function watch() {
  if (observer) return;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        gates.get(entry.target.getAttribute(ATTRIBUTE) ?? '')?.open();
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_SCREEN },
  );
}

/** The closed gate of a section still waiting in the server HTML, or null (render it now). */
export function gateFor(id: string): Gate | null {
  if (!firstPage) return null;
  const known = gates.get(id);
  if (known) return known.status === 'fulfilled' ? null : known;
  const section = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!section || typeof IntersectionObserver === 'undefined') return null;
  const gate = makeGate();
  gates.set(id, gate);
  watch();
  observer?.observe(section);
  return gate;
}
