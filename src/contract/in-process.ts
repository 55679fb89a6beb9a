import type { IncomingHttpHeaders } from 'node:http';
import { requestOrigin } from '@/lib/forwarded';

/**
 * The in-process door from server rendering into the built-in API. The API's route module publishes its
 * dispatcher here when it loads; server-side UI code calls it without importing any API code, and falls
 * back to HTTP when it is absent (an external backend, or before the API route has loaded).
 */
export interface InProcessCall {
  method: string;
  /** Path with query below the API base, e.g. "/api/v1/rest/settings?lang=en". */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Socket address of the page request (the API resolves the client from it and the forwarded headers). */
  peer: string;
  encrypted: boolean;
  /**
   * The origin the page was asked on (the page's own public-origin rule, src/lib/forwarded.ts): the base of the
   * image URLs the API prints for it, so a rendered (and cached) page never holds another host's URLs. Empty for
   * server-initiated shared reads (cached for every host): their image paths stay root-relative.
   */
  origin?: string;
  /** A page render's own read: it may use the sessions the API keeps for renders (its profile read). */
  rendering?: boolean;
  readBody(limit: number, timeoutMs?: number): Promise<Buffer>;
}

export interface InProcessAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export type InProcessDispatcher = (call: InProcessCall) => Promise<InProcessAnswer>;

const KEY = Symbol.for('groops.api.dispatcher');
type Holder = typeof globalThis & { [KEY]?: InProcessDispatcher };

export function publishDispatcher(dispatch: InProcessDispatcher): void {
  (globalThis as Holder)[KEY] = dispatch;
}

export function inProcessDispatcher(): InProcessDispatcher | undefined {
  return (globalThis as Holder)[KEY];
}

/** The parts of a page request the API needs to know its client (server-initiated reads pass none). */
export interface PageRequestLike {
  socket?: { remoteAddress?: string; encrypted?: boolean } | null;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The page request's connection for an in-process call: its socket peer and TLS, plus the forwarded headers,
 * which the API believes only when that peer is a trusted proxy (the same rule as for its own sockets).
 * Without a page request (shared public reads) the caller is the server itself.
 */
export function callerOf(req?: PageRequestLike): Pick<InProcessCall, 'peer' | 'encrypted' | 'origin'> & { forwarded: Record<string, string | string[]> } {
  if (!req) return { peer: '127.0.0.1', encrypted: false, origin: '', forwarded: {} };
  const forwarded: Record<string, string | string[]> = {};
  for (const name of ['x-forwarded-for', 'x-forwarded-proto']) {
    const value = req.headers[name];
    if (value !== undefined) forwarded[name] = value;
  }
  return { peer: req.socket?.remoteAddress ?? '', encrypted: req.socket?.encrypted === true, origin: requestOrigin(req.headers as IncomingHttpHeaders), forwarded };
}
