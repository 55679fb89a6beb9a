/**
 * The server's short-lived render caches (public data, public API answers, guest pages) register how to empty
 * themselves here, on globalThis so every bundle that holds a copy of a cache registers it. Only the
 * end-to-end settings hook (src/pages/e2e/setting.tsx, E2E_HOOKS=1) empties them, so a changed setting shows on
 * the next page instead of after the caches' lifetimes.
 */
type WithResets = typeof globalThis & { __groopsCacheResets?: Set<() => void> };

export function registerCacheReset(reset: () => void): void {
  const g = globalThis as WithResets;
  (g.__groopsCacheResets ??= new Set()).add(reset);
}

export function resetRenderCaches(): void {
  (globalThis as WithResets).__groopsCacheResets?.forEach((reset) => reset());
}
