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

/** Reads a page request's body (small JSON writes only). */
function readPageBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(Object.assign(new Error('too large'), { status: 413 }));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Relays a page request of any method (with its JSON body) to the API, for site-root paths the contract names
 * outside /api (POST /locales/add/…). The API answers every rule (method, body, production 404) itself.
 */
export async function relayApiCall(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readPageBody(req, 64 * 1024).catch(() => null);
  if (!body) {
    res.writeHead(413, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ timestamp: new Date().toISOString(), status: false, statusCode: 'ERROR_413', message: 'Request body is too large' }));
    return;
  }
  const headers = { accept: req.headers.accept, 'content-type': req.headers['content-type'] };
  const dispatch = inProcessDispatcher();
  if (dispatch) {
    const { peer, encrypted, forwarded } = callerOf(req);
    const answer = await dispatch({ method, url: path, headers: { ...headers, ...forwarded }, peer, encrypted, readBody: async () => body });
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    return;
  }
  const upstream = await fetch(`${INTERNAL_ORIGIN}${path}`, { method, headers: headers as Record<string, string>, body: body.length ? new Uint8Array(body) : undefined });
  res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
  res.end(Buffer.from(await upstream.arrayBuffer()));
}
