// @vitest-environment jsdom
import { lazy, Suspense, useId, type ReactNode } from 'react';
import * as edge from 'react-dom/server.edge';
import * as node from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderBoundariesInline } from './inline-boundaries';
import { renderWithNodeBuild, type NodeServer } from './node-renderer';

const render = renderWithNodeBuild(node as unknown as NodeServer);
/** The web build's own renderer, kept before any test installs the Node build in its place. */
const webRender = edge.renderToReadableStream;
const INLINE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** A page-like tree: ids, adjacent texts, escaping, non-ASCII text, a boundary that suspends, a long list. */
const Late = lazy(async () => ({ default: ({ children }: { children: ReactNode }) => <em data-late="">{children}</em> }));
function Labelled({ name }: { name: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {name} · {'<&"'}
      <input id={id} placeholder="بحث — €" />
    </label>
  );
}
function Page() {
  return (
    <main dir="rtl" style={{ marginInlineStart: 4 }}>
      <Labelled name="first" />
      <Suspense fallback={<span>loading</span>}>
        <Late>later {1} and {'two'}</Late>
      </Suspense>
      <ul>
        {Array.from({ length: 400 }, (_, i) => (
          <li key={i} className={`card c${i}`} data-i={i}>
            <a href={`/_next/image?url=%2Fa${i}.webp&w=256&q=75`} title={`card ${i} — «${i}»`} />
            item {i}
          </li>
        ))}
      </ul>
      <Labelled name="second" />
    </main>
  );
}

describe('renderWithNodeBuild', () => {
  it('writes the same bytes as the web build Next renders with, once every boundary is done', async () => {
    const web = await webRender(<Page />, INLINE);
    await web.allReady;
    const expected = await text(web);
    const stream = await render(<Page />, INLINE);
    await stream.allReady;
    const html = await text(stream);
    expect(html).toBe(expected);
    expect(html).toContain('data-late=""'); // the lazy part is in place, not a fallback
    expect(html.length).toBeGreaterThan(40_000); // more than one of React's 2 KB views
  });

  it('rejects when the shell fails, as the web build does', async () => {
    function Broken(): ReactNode {
      throw new Error('shell broke');
    }
    await expect(render(<Broken />, { onError: () => undefined })).rejects.toThrow('shell broke');
  });

  it('leaves a failed boundary to the client and still finishes', async () => {
    function Broken(): ReactNode {
      throw new Error('boundary broke');
    }
    const errors: unknown[] = [];
    const stream = await render(
      <div>
        <Suspense fallback={<i>wait</i>}>
          <Broken />
        </Suspense>
      </div>,
      {
        onError: (error: unknown) => {
          errors.push(error);
        },
      },
    );
    expect(await text(stream)).toContain('<i>wait</i>');
    expect(errors).toHaveLength(1);
  });
});

describe('renderBoundariesInline', () => {
  it('puts the Node build behind the renderToReadableStream Next loads: the page comes as one chunk', async () => {
    renderBoundariesInline();
    const loaded = createRequire(path.join(process.cwd(), 'package.json'))('react-dom/server.edge') as typeof edge;
    const stream = await loaded.renderToReadableStream(<Page />);
    await stream.allReady;
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    expect(chunks).toHaveLength(1);
    const web = await webRender(<Page />, INLINE);
    await web.allReady;
    expect(new TextDecoder().decode(chunks[0])).toBe(await text(web));
  });

  it('sends a page in a Latin script in ASCII that the browser reads as the web build\'s page', async () => {
    renderBoundariesInline();
    const loaded = createRequire(path.join(process.cwd(), 'package.json'))('react-dom/server.edge') as typeof edge;
    const latin = (
      <main>
        {Array.from({ length: 200 }, (_, i) => (
          <p key={i} title={`card ${i}`}>
            item {i}
          </p>
        ))}
        <Labelled name="Café" />
      </main>
    );
    const html = await text(await loaded.renderToReadableStream(latin));
    expect(html).toMatch(/^[\x00-\x7f]*$/);
    const web = await text(await webRender(latin, INLINE));
    expect(web).toContain('·');
    const dom = (body: string) => Object.assign(document.createElement('div'), { innerHTML: body }).innerHTML;
    expect(dom(html)).toBe(dom(web));
  });
});
