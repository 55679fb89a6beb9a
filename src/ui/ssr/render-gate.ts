import type { ServerResponse } from 'node:http';

/**
 * Pages rendered at once per server process; the others wait their turn in arrival order (ADR 0044). A page's
 * reads come first and overlap freely; its render is CPU work, and running ten at once finishes none sooner:
 * interleaved, each render's steps queue behind everyone else's and a few pages take several times the median.
 * `RENDER_CONCURRENCY=0` turns the gate off.
 */
const limit = () => Math.max(0, Math.floor(Number(process.env.RENDER_CONCURRENCY ?? 2)) || 0);
/** A page that holds its turn longer than this (a stalled read) lets the next one start anyway. */
const MAX_HOLD_MS = 5_000;

let active = 0;
const waiting: Array<() => void> = [];

function release(): void {
  const next = waiting.shift();
  // The turn passes straight on (`active` stays the same), after the event loop has had a turn: requests that
  // arrived meanwhile join the queue behind this one instead of waiting for a run of pages to finish.
  if (next) setImmediate(next);
  else active--;
}

/** Waits for this request's turn; the turn ends when the response is sent (or the request ends or stalls). */
export async function takeRenderTurn(res: ServerResponse): Promise<void> {
  if (limit() === 0) return;
  if (active < limit()) active++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  let held = true;
  const done = () => {
    if (!held) return;
    held = false;
    clearTimeout(timer);
    release();
  };
  const timer = setTimeout(done, MAX_HOLD_MS);
  timer.unref();
  // The page is rendered once Next calls end(); sending it to a slow client is not the CPU's work.
  const end = res.end;
  res.end = function endAndPass(this: ServerResponse, ...args: unknown[]) {
    done();
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['end'];
  res.once('close', done);
}

/** For tests: pages rendering now and pages waiting. */
export const renderGateState = () => ({ active, waiting: waiting.length });
