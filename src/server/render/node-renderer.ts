import { Writable } from 'node:stream';

type Options = Record<string, unknown> & { signal?: AbortSignal; onError?: (error: unknown) => unknown };
type Pipeable = { pipe(destination: Writable): Writable; abort(reason?: unknown): void };
export type NodeServer = {
  renderToPipeableStream(children: unknown, options: Record<string, unknown>): Pipeable;
};

/** What Next's pages renderer reads from React's web-stream renderer: a byte stream plus `allReady`. */
export type RenderedStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

/**
 * `renderToReadableStream` done by React's Node build. Next's pages router renders with the web (edge) build,
 * which turns every string of the page into its own Uint8Array (TextEncoder per attribute and tag, ~9% of a
 * rendered page's CPU plus the garbage) and hands them over one web-stream read at a time; the Node build writes
 * them with `encodeInto` into shared 2 KB views. Next waits for the whole page (`allReady`) and reads it into a
 * string either way, so the page goes out at once when React is done: same bytes, same order, unless `finish`
 * rewrites them (one chunk, or the pieces `finish` returns).
 */
export function renderWithNodeBuild(server: NodeServer, finish: (html: Buffer) => Buffer[] = (html) => [html]) {
  return (children: unknown, options: Options = {}): Promise<RenderedStream> =>
    new Promise((resolve, reject) => {
      const { signal, ...rest } = options;
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          const pieces = finish(Buffer.concat(chunks));
          const stream = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const piece of pieces) if (piece.length) controller.enqueue(new Uint8Array(piece.buffer, piece.byteOffset, piece.length));
              controller.close();
            },
          });
          resolve(Object.assign(stream, { allReady: Promise.resolve() }));
          done();
        },
      });
      const pipeable = server.renderToPipeableStream(children, {
        ...rest,
        onShellError: reject,
        // Like the web build's `allReady`: every boundary is done (or left to the client after an error).
        onAllReady: () => pipeable.pipe(sink),
      });
      if (signal) {
        if (signal.aborted) pipeable.abort(signal.reason);
        else signal.addEventListener('abort', () => pipeable.abort(signal.reason), { once: true });
      }
    });
}
