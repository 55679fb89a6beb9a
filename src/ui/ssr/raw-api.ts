import type { IncomingMessage, ServerResponse } from 'node:http';
import { callerOf, inProcessDispatcher } from '@/contract/in-process';

const INTERNAL_ORIGIN = `http://127.0.0.1:${process.env.PORT || 3000}`;

/**
 * Relays one GET to the API and copies its status, headers and bytes to `res` — for non-HTML answers that
 * pages must serve (stored images). In-process when the API's door is open, otherwise over loopback HTTP.
 */
export async function relayApiGet(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const dispatch = inProcessDispatcher();
  if (dispatch) {
    const { peer, encrypted, forwarded, origin } = callerOf(req);
    const answer = await dispatch({ method: 'GET', url: path, headers: { accept: req.headers.accept, ...forwarded }, peer, encrypted, origin, readBody: async () => Buffer.alloc(0) });
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    return;
  }
  const upstream = await fetch(`${INTERNAL_ORIGIN}${path}`);
  const headers: Record<string, string> = {};
  upstream.headers.forEach((value, key) => {
    if (!['content-encoding', 'transfer-encoding', 'connection'].includes(key)) headers[key] = value;
  });
  res.writeHead(upstream.status, headers);
  res.end(Buffer.from(await upstream.arrayBuffer()));
}
