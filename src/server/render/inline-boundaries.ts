import { createRequire } from 'node:module';
import path from 'node:path';
import { asciiHtml } from './ascii-html';
import { renderWithNodeBuild, type NodeServer } from './node-renderer';

type RenderToStream = (children: unknown, options?: Record<string, unknown>) => Promise<unknown>;
const PATCHED = Symbol.for('groops.inlineBoundaries');

/**
 * Every Suspense boundary of a page goes out in place, in document order. React's streaming renderer moves
 * boundaries past its first ~12.8 kB ("progressive chunk size") to the end of the document and reveals them with
 * a script, throttled to one batch per 300 ms: on our pages the offers, lists and menu appeared late and pushed
 * the footer (LCP and CLS). Next's pages router waits for the whole page before sending it, so streaming buys
 * nothing there. Next gives no option for it: this sets React's own option on the renderer Next loads.
 */
export function renderBoundariesInline(): void {
  const requireFromApp = createRequire(path.join(process.cwd(), 'package.json'));
  // Pages in a Latin script go out in ASCII (ascii-html.ts: Node 20 handles one-byte strings far faster).
  const nodeRender = renderWithNodeBuild(requireFromApp('react-dom/server.node') as NodeServer, asciiHtml) as unknown as RenderToStream;
  for (const entry of ['react-dom/server.edge', 'react-dom/server.browser']) {
    let server: { renderToReadableStream?: RenderToStream; [PATCHED]?: boolean };
    try {
      server = requireFromApp(entry);
    } catch {
      continue;
    }
    if (!server.renderToReadableStream || server[PATCHED]) continue;
    // The same renderer, in its Node build (node-renderer.ts: fewer allocations, one chunk, ASCII when cheap).
    const render = nodeRender;
    server.renderToReadableStream = (children, options) => render(children, { progressiveChunkSize: Number.POSITIVE_INFINITY, ...options });
    server[PATCHED] = true;
  }
}
