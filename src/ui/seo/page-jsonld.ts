import type { ServerResponse } from 'node:http';

/**
 * A page's JSON-LD travels from its getServerSideProps to `_document` on the response object, not in the page's
 * props: crawlers read it in the server HTML, the browser never needs it, so it stays out of `__NEXT_DATA__`
 * (page data budget, ADR 0017). A global symbol, as the page and `_document` are separate bundles.
 */
const PAGE_JSON_LD = Symbol.for('groops.pageJsonLd');

type WithJsonLd = ServerResponse & { [PAGE_JSON_LD]?: readonly string[] };

/** Blocks already serialized with serializeJsonLd (`<` escaped, so no text can close the script). */
export function setPageJsonLd(res: ServerResponse, blocks: readonly string[]): void {
  (res as WithJsonLd)[PAGE_JSON_LD] = blocks;
}

/** The blocks set for this response (none on client-side navigations: those ask for the props only). */
export function pageJsonLd(res: ServerResponse | undefined): readonly string[] {
  return (res as WithJsonLd | undefined)?.[PAGE_JSON_LD] ?? [];
}
