import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LATEST_START_MS, scriptsAfterFirstPaint } from './scripts-after-first-paint';

type Entry = { name: string };
type Added = { src: string; async: boolean; nonce?: string };

/** Runs the loader in a small stand-in for a browser whose clock, frames and paint entries the test drives. */
function browser({ hidden = false, paintTiming = true, parsed = true } = {}) {
  const added: Added[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  let observer: ((entries: Entry[]) => void) | undefined;
  const parsedListeners: (() => void)[] = [];
  let now = 0;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: (list: { getEntries(): Entry[] }, o: FakeObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observer = (entries) => this.callback({ getEntries: () => entries }, this);
    }
    disconnect() {
      observer = undefined;
    }
  }
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    readyState: parsed ? 'interactive' : 'loading',
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && parsedListeners.push(listener),
    currentScript: { nonce: 'n0nce' },
    createElement: () => ({}) as Added,
    head: { appendChild: (e: Added) => added.push({ ...e }) },
  };
  const context = {
    document,
    window: { PerformanceObserver: paintTiming ? FakeObserver : undefined },
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
  };
  return {
    added,
    load: (urls: string[]) => vm.runInNewContext(scriptsAfterFirstPaint(urls), context),
    paint: (...names: string[]) => observer?.(names.map((name) => ({ name }))),
    frame: () => frames.splice(0).forEach((f) => f()),
    parsed() {
      document.readyState = 'interactive';
      parsedListeners.splice(0).forEach((f) => f());
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      }
    },
  };
}

const urls = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/x/_buildManifest.js'];

describe('scriptsAfterFirstPaint', () => {
  it('asks for the scripts at the first contentful paint, in order, ordered-async, with the nonce, once', () => {
    const b = browser();
    b.load(urls);
    expect(b.added).toEqual([]);
    b.paint('first-paint');
    expect(b.added).toEqual([]);
    b.paint('first-contentful-paint');
    expect(b.added).toEqual(urls.map((src) => ({ src, async: false, nonce: 'n0nce' })));
    b.advance(LATEST_START_MS);
    expect(b.added).toHaveLength(urls.length);
  });

  it('starts at once on a hidden page, which paints nothing', () => {
    const b = browser({ hidden: true });
    b.load(urls);
    expect(b.added.map((a) => a.src)).toEqual(urls);
  });

  it('waits for the next frame where the browser has no paint timing', () => {
    const b = browser({ paintTiming: false });
    b.load(urls);
    expect(b.added).toEqual([]);
    b.frame();
    expect(b.added).toEqual([]);
    b.advance(0);
    expect(b.added.map((a) => a.src)).toEqual(urls);
  });

  it('starts at the latest after LATEST_START_MS when no paint comes', () => {
    const b = browser();
    b.load(urls);
    b.advance(LATEST_START_MS - 1);
    expect(b.added).toEqual([]);
    b.advance(1);
    expect(b.added.map((a) => a.src)).toEqual(urls);
  });

  it('never before the document is parsed: a first paint or a hidden page while the HTML still arrives waits for it', () => {
    for (const hidden of [false, true]) {
      const b = browser({ hidden, parsed: false });
      b.load(urls);
      b.paint('first-contentful-paint');
      b.advance(LATEST_START_MS);
      expect(b.added).toEqual([]);
      b.parsed();
      expect(b.added.map((a) => a.src)).toEqual(urls);
    }
  });

  it('keeps a URL from closing the inline script', () => {
    expect(scriptsAfterFirstPaint(['/a</script><script>x.js'])).not.toContain('</script>');
  });
});
