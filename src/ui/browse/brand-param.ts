/** `?brand=12` → 12; anything else (missing, junk, zero) → null: every verified brand shop. */
export function brandParam(raw: string | undefined): number | null {
  if (!raw || !/^[0-9]{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}
