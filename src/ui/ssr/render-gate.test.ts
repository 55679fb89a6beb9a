import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderGateState, takeRenderTurn } from './render-gate';

/** Just what the gate touches on a response: end() and the 'close' event. */
function response(): ServerResponse & { ended: boolean } {
  const res = Object.assign(new EventEmitter(), { ended: false }) as unknown as ServerResponse & { ended: boolean };
  res.end = function (this: typeof res) {
    this.ended = true;
    return this;
  } as unknown as typeof res.end;
  return res;
}

const tick = () => new Promise((r) => setImmediate(r));

describe('takeRenderTurn (pages rendered at once per process)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('lets RENDER_CONCURRENCY pages render and starts the others in arrival order as each one is sent', async () => {
    vi.stubEnv('RENDER_CONCURRENCY', '2');
    const [a, b, c, d] = [response(), response(), response(), response()];
    const started: string[] = [];
    const turn = (name: string, res: ServerResponse) => takeRenderTurn(res).then(() => started.push(name));
    void turn('a', a);
    void turn('b', b);
    void turn('c', c);
    void turn('d', d);
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(renderGateState()).toEqual({ active: 2, waiting: 2 });
    b.end();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(b.ended).toBe(true); // the response itself still goes out
    a.emit('close'); // a request that ends without end() (the client left) frees its turn too
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c.end();
    c.emit('close'); // one turn is given back once, however the response ends
    d.end();
    await tick();
    expect(renderGateState()).toEqual({ active: 0, waiting: 0 });
  });

  it('frees the turn of a page that stalls, so one stuck read does not hold up every page', async () => {
    vi.useFakeTimers();
    vi.stubEnv('RENDER_CONCURRENCY', '1');
    const [stuck, next] = [response(), response()];
    await takeRenderTurn(stuck);
    let started = false;
    void takeRenderTurn(next).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(started).toBe(true);
    next.end();
    stuck.end();
    expect(renderGateState()).toEqual({ active: 0, waiting: 0 });
  });

  it('does not wait at all with RENDER_CONCURRENCY=0', async () => {
    vi.stubEnv('RENDER_CONCURRENCY', '0');
    const pages = Array.from({ length: 5 }, response);
    await Promise.all(pages.map((res) => takeRenderTurn(res)));
    expect(renderGateState()).toEqual({ active: 0, waiting: 0 });
  });
});
