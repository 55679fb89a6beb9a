// @vitest-environment jsdom
import { act, createContext, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from './HydrateLater';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The section never comes near the screen and nobody acts: only an update can make React look at it.
class FarAway {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FarAway;
// jsdom lacks CSS.escape; React's ids need no escaping.
(globalThis as { CSS?: unknown }).CSS ??= { escape: (id: string) => id };

const Theme = createContext('light');

// One element for every render, as in the app: the memoised wrapper sees the same children.
const section = (
  <HydrateLater>
    <ul data-testid="list">
      <li>Rock Creek Pizza Co.</li>
    </ul>
  </HydrateLater>
);

function Page({ theme }: { theme: string }) {
  return (
    <Theme.Provider value={theme}>
      <Suspense fallback={null}>{section}</Suspense>
    </Theme.Provider>
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const hydrated = (element: Element | null) => Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));

describe('HydrateLater', () => {
  it('keeps a far section as server HTML, and on screen when a context value above it changes before it hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page theme="light" />);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Page theme="light" />, { onRecoverableError: (error) => errors.push(error) }));
    await settle();
    const list = () => container.querySelector('[data-testid="list"]');
    expect(list()?.textContent).toBe('Rock Creek Pizza Co.');
    expect(hydrated(list())).toBe(false);

    // E.g. the signed-in user's profile arriving right after load: the boundary must render, not go blank.
    await act(async () => root.render(<Page theme="dark" />));
    await settle();
    expect(list()?.textContent).toBe('Rock Creek Pizza Co.');
    expect(container.querySelector('[data-hydrate-later]')?.children.length).toBe(1);
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('hydrates a first-screen section (soon) at once, with no gate to wait on', async () => {
    const soon = (
      <HydrateLater soon>
        <ul data-testid="menu">
          <li>Margherita Pizza</li>
        </ul>
      </HydrateLater>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Suspense fallback={null}>{soon}</Suspense>);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, <Suspense fallback={null}>{soon}</Suspense>, { onRecoverableError: (error) => errors.push(error) }));
    await settle();
    // The observer never reports it near the screen (FarAway) and nobody acts: it hydrates anyway.
    expect(hydrated(container.querySelector('[data-testid="menu"]'))).toBe(true);
    expect(container.querySelector('[data-hydrate-later]')).not.toBeNull();
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
