// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clientOnly } from './client-only';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Panel({ label }: { label: string }) {
  return <section data-testid="panel">{label}</section>;
}

const Lazy = clientOnly(async () => Panel, () => <span data-testid="placeholder" />);

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

describe('clientOnly', () => {
  it('hydrates as the server rendered it even when its chunk is already loaded, then shows the component', async () => {
    // The chunk arrives first (another render asked for it), as when a tap makes React hydrate late.
    const warm = document.createElement('div');
    const warmRoot = createRoot(warm);
    await act(async () => warmRoot.render(<Lazy label="warm" />));
    await settle();
    expect(warm.textContent).toBe('warm');

    const html = renderToString(<Lazy label="cart" />);
    expect(html).toBe('<span data-testid="placeholder"></span>');

    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Lazy label="cart" />, { onRecoverableError: (error) => errors.push(error) });
    });
    await settle();
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="panel"]')?.textContent).toBe('cart');
    expect(container.querySelector('[data-testid="placeholder"]')).toBeNull();
  });
});
