/**
 * The server's render caches (public data, public API answers, guest pages) register how to empty themselves
 * here, on globalThis so every bundle that holds a copy of a cache registers it. The API empties them when
 * settings, languages, currencies or translations change (a PostgreSQL NOTIFY, see
 * src/server/modules/i18n/public-data-changes.ts), and the end-to-end settings hook does after its write.
 */
type WithResets = typeof globalThis & { __groopsCacheResets?: Set<() => void> };

export function registerCacheReset(reset: () => void): void {
  const g = globalThis as WithResets;
  (g.__groopsCacheResets ??= new Set()).add(reset);
}

export function resetRenderCaches(): void {
  (globalThis as WithResets).__groopsCacheResets?.forEach((reset) => reset());
}
