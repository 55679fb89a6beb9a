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
 * (the triggers of migration 0012), all of them when LISTEN is lost or public data changes. A read that a drop of
 * its user overtook is not kept (`mark`), so a row read before a sign-out cannot come back after it.
 */
export class SessionCache<Row extends { user: { id: number } }> {
  private readonly entries = new Map<number, { row: Row; until: number }>();
  private readonly tokensOf = new Map<number, Set<number>>();
  /** Counts drops; a user's last drop and the last drop of everyone are remembered by this count. */
  private seq = 0;
  private readonly droppedAt = new Map<number, number>();
  private everyoneDroppedAt = 0;

  get size(): number {
    return this.entries.size;
  }

  get(tokenId: number, nowMs: number): Row | undefined {
    const entry = this.entries.get(tokenId);
    if (!entry) return undefined;
    if (nowMs < entry.until) return entry.row;
    this.entries.delete(tokenId);
    this.tokensOf.get(entry.row.user.id)?.delete(tokenId);
    return undefined;
  }

  /** Taken before a read: `keep` stores the read's row only if its user was not dropped in between. */
  mark(): number {
    return this.seq;
  }

  keep(tokenId: number, row: Row, mark: number, nowMs: number): void {
    const userId = row.user.id;
    if (this.everyoneDroppedAt > mark || (this.droppedAt.get(userId) ?? 0) > mark) return;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(tokenId, { row, until: nowMs + KEEP_MS });
    let tokens = this.tokensOf.get(userId);
    if (!tokens) this.tokensOf.set(userId, (tokens = new Set()));
    tokens.add(tokenId);
  }

  dropUser(userId: number): void {
    if (userId === EVERYONE) return this.dropAll();
    this.seq++;
    // Remembering every user ever dropped would grow without end: past the cap, a drop counts for everyone.
    if (this.droppedAt.size >= MAX_ENTRIES) this.dropAll();
    else this.droppedAt.set(userId, this.seq);
    for (const tokenId of this.tokensOf.get(userId) ?? []) this.entries.delete(tokenId);
    this.tokensOf.delete(userId);
  }

  dropAll(): void {
    this.everyoneDroppedAt = ++this.seq;
    this.droppedAt.clear();
    this.clear();
  }

  private clear(): void {
    this.entries.clear();
    this.tokensOf.clear();
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
