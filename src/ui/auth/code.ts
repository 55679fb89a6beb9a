/** One-time codes are 6 digits (contract §0.6). */
export const CODE_LENGTH = 6;

const SIX_DIGITS = /(?<![0-9])([0-9]{6})(?![0-9])/;

/** The 6-digit code inside a message such as "Groops code: 123456", or null. */
export function extractCode(text: string | null | undefined): string | null {
  return text ? (SIX_DIGITS.exec(text)?.[1] ?? null) : null;
}

/** What the code field keeps from typing or pasting: a whole pasted message gives its code, else digits only. */
export function sanitizeCode(input: string): string {
  const whole = extractCode(input);
  if (whole && input.replace(/[0-9]/g, '').trim().length > 0) return whole;
  return input.replace(/[^0-9]/g, '').slice(0, CODE_LENGTH);
}
