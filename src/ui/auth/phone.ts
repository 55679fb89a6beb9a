/**
 * Phone numbers as the API reads them: common notations ("+1 (202) 555-0100", "0012025550100") become E.164
 * ("+12025550100"); 8 to 15 digits, no letters. Mirrors the server rule so the form rejects what the API would.
 */
const NOTATION = /^\+?[0-9 ().-]{8,24}$/;
const E164_DIGITS = /^[1-9][0-9]{7,14}$/;

export function normalizePhone(input: string): string | null {
  const value = input.trim();
  if (!NOTATION.test(value)) return null;
  const digits = value.replace(/[^0-9]/g, '').replace(/^00/, '');
  return E164_DIGITS.test(digits) ? `+${digits}` : null;
}

export type LoginId = { email: string } | { phone: string };

/** The login field takes an email or a phone number; anything with "@" is an email. */
export function parseLogin(input: string): LoginId | null {
  const value = input.trim();
  if (!value) return null;
  if (value.includes('@')) return { email: value.toLowerCase() };
  const phone = normalizePhone(value);
  return phone ? { phone } : null;
}

/** A number or address kept left to right inside a right-to-left sentence. */
export const ltrIsolate = (text: string) => `\u2066${text}\u2069`;
