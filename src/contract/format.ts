/** Timestamps in API answers look like Laravel's: "YYYY-MM-DD HH:mm:ssZ" (UTC). */
export function formatTimestamp(value: Date | string | null | undefined): string | undefined {
  if (!value) return undefined;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return undefined;
  return `${d.toISOString().slice(0, 19).replace('T', ' ')}Z`;
}

/** Drops keys whose value is null, undefined, false, '' or 0 — Laravel resources omit falsy fields (contract §2). */
export function omitFalsy<T extends Record<string, unknown>>(obj: T, keep: ReadonlyArray<keyof T> = []): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj) as Array<[keyof T, T[keyof T]]>) {
    if (keep.includes(k) || (v !== null && v !== undefined && v !== false && v !== '' && v !== 0)) out[k] = v;
  }
  return out;
}
