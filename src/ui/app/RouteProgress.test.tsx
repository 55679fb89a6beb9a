// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { EventEmitter } from 'node:events';
import { expect, it, vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const emitter = new EventEmitter();
const events = { on: (e: string, f: () => void) => emitter.on(e, f), off: (e: string, f: () => void) => emitter.off(e, f) };
vi.mock('next/router', () => ({ useRouter: () => ({ events }) }));

it('shows the bar during a route change with only valid ARIA (no role="bar"), and removes it when done', async () => {
  const { RouteProgress } = await import('./RouteProgress');
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(<RouteProgress />));
  await act(async () => void emitter.emit('routeChangeStart'));
  await vi.waitFor(() => expect(document.getElementById('nprogress')).not.toBeNull());
  const bar = document.getElementById('nprogress')!;
  expect(bar.querySelectorAll('[role]')).toHaveLength(0);
  expect(bar.querySelector('.bar')?.getAttribute('aria-hidden')).toBe('true');
  vi.useFakeTimers();
  act(() => void emitter.emit('routeChangeComplete'));
  vi.runAllTimers();
  vi.useRealTimers();
  expect(document.getElementById('nprogress')).toBeNull();
});
