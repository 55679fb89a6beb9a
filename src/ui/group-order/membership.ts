import { useSyncExternalStore } from 'react';
import { MEMBER_COOKIE, MEMBER_COOKIE_MAX_AGE, parseMembership, serializeMembership, type Membership } from './member-cookie';

/**
 * The browser's view of the `member` cookie. The cookie is the source of truth (the server may drop it on a
 * page load), so every read looks at document.cookie; the parsed value is kept per raw string so React sees a
 * stable snapshot.
 */
const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastValue: Membership | null = null;

function rawCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== MEMBER_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

export function currentMembership(): Membership | null {
  const raw = rawCookie();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parseMembership(raw);
  }
  return lastValue;
}

const changed = () => listeners.forEach((listener) => listener());

export function saveMembership(member: Membership): void {
  document.cookie = `${MEMBER_COOKIE}=${encodeURIComponent(serializeMembership(member))}; Max-Age=${MEMBER_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
  changed();
}

export function dropMembership(): void {
  document.cookie = `${MEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's group membership (null on the server and while hydrating, like the cookie-less page). */
export function useMembership(): Membership | null {
  return useSyncExternalStore(subscribe, currentMembership, () => null);
}
