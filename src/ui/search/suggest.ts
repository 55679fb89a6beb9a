/** Search helpers (spec §5): what is worth asking the API, and a debounce. */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DELAY_MS = 300;
export const SUGGEST_LIMIT = 5;

/** The term as the API gets it: trimmed, inner whitespace collapsed, at most 100 characters. */
export function normalizeTerm(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').slice(0, 100);
}

export function shouldSuggest(raw: string): boolean {
  return normalizeTerm(raw).length >= SUGGEST_MIN_CHARS;
}

/** Calls `fn` with the last arguments once `ms` passed without a new call; `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  run.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return run;
}

/** Keeps the first `limit` hits with distinct ids. */
export function topHits<T extends { id: number }>(rows: readonly T[] | undefined, limit = SUGGEST_LIMIT): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const row of rows ?? []) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
    if (out.length === limit) break;
  }
  return out;
}
