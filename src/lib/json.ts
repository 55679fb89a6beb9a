/** The value of a JSON text, or undefined when missing or not JSON: stored and cookie values can be anything. */
export function parseJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A stored list of ids or names: its strings, or empty for anything else. */
export function readStringList(raw: string | null): string[] {
  const list = parseJson(raw);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}
