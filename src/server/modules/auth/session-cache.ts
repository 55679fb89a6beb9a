import type { Database } from '../../db/client';
import { notifyHub } from '../../db/notify-hub';
import type { Logger } from '../../http/log';

/** Sent by the triggers of migration 0012 on every write to what a session's profile shows; user_id 0 means everyone. */
export const SESSION_CHANNEL = 'session_changed';
export const EVERYONE = 0;
/** The last resort: an entry no change notice reached (a lost LISTEN) is read afresh after this long. */
const KEEP_MS = 30_000;
const MAX_ENTRIES = 5_000;

/**
 * The session-with-profile rows signed-in page renders read on every request (GET profile/show from the page shell),
 * kept per token id (ADR 0037). A hit is still checked like a read (the secret's hash, expiry, the user's active
 * flag); only the database round trip is saved. Entries go when anything they show changes: at once when this
 * process ends a signed-in caller's write (sign-out and password change included), from every process by NOTIFY
 * (the triggers of migration 0012), all of them when LISTEN is lost or public data changes. A read that a drop
 * overtook is not kept (`mark`), so a row read before a sign-out cannot come back after it.
 */
export class SessionCache<Row extends { user: { id: number } }> {
  private readonly entries = new Map<number, { row: Row; until: number }>();
  private drops = 0;

  get size(): number {
    return this.entries.size;
  }

  get(tokenId: number, nowMs: number): Row | undefined {
    const entry = this.entries.get(tokenId);
    if (!entry) return undefined;
    if (nowMs < entry.until) return entry.row;
    this.entries.delete(tokenId);
    return undefined;
  }

  /** Taken before a read: `keep` stores the read's row only if no drop happened in between. */
  mark(): number {
    return this.drops;
  }

  keep(tokenId: number, row: Row, mark: number, nowMs: number): void {
    if (mark !== this.drops) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenId, { row, until: nowMs + KEEP_MS });
  }

  dropUser(userId: number): void {
    if (userId === EVERYONE) return this.dropAll();
    this.drops++;
    for (const [tokenId, entry] of this.entries) if (entry.row.user.id === userId) this.entries.delete(tokenId);
  }

  dropAll(): void {
    this.drops++;
    this.entries.clear();
  }
}

type SessionChange = { user_id: number };

/**
 * Drops the entries of each user a change notice names, from writes in any process or tool. After a lost LISTEN
 * the hub "re-reads": notices may have been missed, so everything goes. Resolves once LISTEN is active.
 */
export function watchSessionChanges(database: Database, logger: Logger, cache: SessionCache<{ user: { id: number } }>): Promise<() => void> {
  const hub = notifyHub<SessionChange>(database, logger, {
    channel: SESSION_CHANNEL,
    keyOf: () => EVERYONE,
    reread: async () => ({ user_id: EVERYONE }),
  });
  return hub.subscribe(EVERYONE, (change) => cache.dropUser(Number(change.user_id)));
}
