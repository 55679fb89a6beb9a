import { useSyncExternalStore } from 'react';

/**
 * Support's unread count for the header's chat icon. It arrives on the notifications stream the bell already holds
 * (`event: chat`), so a tab keeps one live connection: browsers allow six per host, shared by every tab.
 * null until the first count (the icon shows no number yet).
 */
let unread: number | null = null;
const listeners = new Set<() => void>();

export function setChatUnread(next: number | null): void {
  if (next === unread) return;
  unread = next;
  listeners.forEach((listener) => listener());
}

/** `event: chat` data, or null when it is not `{unread: n}`. */
export function parseChatUnread(data: string): number | null {
  try {
    const value = (JSON.parse(data) as { unread?: unknown }).unread;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useChatUnread(): number | null {
  return useSyncExternalStore(subscribe, () => unread, () => null);
}
