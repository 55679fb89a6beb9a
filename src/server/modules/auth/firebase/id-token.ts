import { verify as verifySignature, type KeyObject } from 'node:crypto';

/**
 * Checks a Firebase Authentication ID token the way Firebase documents it, with node:crypto only: RS256 over
 * `header.payload` with the published key named by `kid`, `aud` = our project, `iss` =
 * https://securetoken.google.com/<project>, `exp` in the future, `iat` and `auth_time` not in the future, and a
 * non-empty `sub`. Any failure is one `InvalidIdToken` (the caller answers 401 without saying which check).
 */
export interface FirebaseClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  /** E.164, for tokens of Firebase phone sign-in. */
  phone_number?: string;
  /** google.com, facebook.com, apple.com, phone, password… */
  signInProvider: string | null;
}

export class InvalidIdToken extends Error {}

/** Clocks of Google and ours may differ slightly; anything beyond this is refused. */
const CLOCK_SKEW_S = 60;
const MAX_TOKEN_CHARS = 8192;

const fail = (why: string): never => {
  throw new InvalidIdToken(why);
};

function decodeJson(part: string): Record<string, unknown> {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) fail('not base64url');
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through to the failure below
  }
  return fail('not a JSON object');
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The token's header, read before its key is known (kid picks the key). */
export function readHeader(token: string): { kid: string } {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) fail('size');
  const parts = token.split('.');
  if (parts.length !== 3) fail('not a JWS');
  const header = decodeJson(parts[0]);
  if (header.alg !== 'RS256') fail('alg');
  if (typeof header.kid !== 'string' || !header.kid) fail('kid');
  return { kid: header.kid as string };
}

export function verifyIdToken(token: string, key: KeyObject, projectId: string, now: Date): FirebaseClaims {
  readHeader(token);
  const [head, body, sig] = token.split('.');
  if (!/^[A-Za-z0-9_-]+$/.test(sig)) fail('signature encoding');
  if (!verifySignature('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(sig, 'base64url'))) fail('signature');
  const c = decodeJson(body);
  const t = Math.floor(now.getTime() / 1000);
  if (c.aud !== projectId) fail('aud');
  if (c.iss !== `https://securetoken.google.com/${projectId}`) fail('iss');
  if (!isTime(c.exp) || c.exp <= t - CLOCK_SKEW_S) fail('expired');
  if (!isTime(c.iat) || c.iat > t + CLOCK_SKEW_S) fail('iat');
  if (!isTime(c.auth_time) || c.auth_time > t + CLOCK_SKEW_S) fail('auth_time');
  if (typeof c.sub !== 'string' || !c.sub || c.sub.length > 128) fail('sub');
  const firebase = (c.firebase && typeof c.firebase === 'object' ? c.firebase : {}) as { sign_in_provider?: unknown };
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    sub: c.sub as string,
    email: str(c.email)?.toLowerCase(),
    email_verified: c.email_verified === true,
    name: str(c.name),
    picture: str(c.picture),
    phone_number: str(c.phone_number),
    signInProvider: str(firebase.sign_in_provider) ?? null,
  };
}
