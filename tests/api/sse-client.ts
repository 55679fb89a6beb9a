/** A small server-sent events reader for the stream tests: collects events until closed. */

export interface SseEvent {
  event: string;
  id?: string;
  data: any;
  /** Date.now() when it arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (from the start) matching `pick`, or undefined after `ms`. */
  next(pick: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent | undefined>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  /** Resolves true once the server ends the stream, false after `ms`. */
  waitEnd(ms?: number): Promise<boolean>;
  close(): void;
}

const open = new Set<AbortController>();

/** Aborts every stream still open (call before closing the server: it waits for open connections). */
export function closeAllStreams() {
  for (const abort of open) abort.abort();
  open.clear();
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  open.add(abort);
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      for (;;) {
        const { value, done: over } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (over) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const lines = block.split('\n').filter((l) => l && !l.startsWith(':'));
          const fields = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
          if (fields.data) events.push({ event: fields.event ?? 'message', id: fields.id, data: JSON.parse(fields.data), at: Date.now() });
        }
        wake();
      }
      done = true;
      wake();
    })();
  } else {
    await res.text().catch(() => '');
    done = true;
  }
  const waitFor = async <T>(check: () => T | undefined, ms: number): Promise<T | undefined> => {
    const end = Date.now() + ms;
    for (;;) {
      const found = check();
      if (found !== undefined || Date.now() >= end) return found;
      await new Promise<void>((resolve) => {
        const w = () => (waiters.delete(w), resolve());
        waiters.add(w);
        setTimeout(w, Math.min(50, Math.max(0, end - Date.now())));
      });
    }
  };
  return {
    status: res.status,
    events,
    next: (pick, ms = 5000) => waitFor(() => events.find(pick), ms),
    ended: () => done,
    waitEnd: async (ms = 5000) => (await waitFor(() => (done ? true : undefined), ms)) ?? false,
    close: () => {
      abort.abort();
      open.delete(abort);
    },
  };
}
