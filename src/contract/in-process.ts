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
  ip: string;
  secure: boolean;
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
