import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import { ApiError } from './api-error';
import { assertSameOrigin, resolveAuth } from './auth';
import { corsHeaders, preflightHeaders } from './cors';
import { absoluteImageUrls, imageBase, relativeImageUrls } from './image-urls';
import { resolveClient } from './client-address';
import { failure } from './envelope';
import { mapUnexpectedError } from './error-mapping';
import { MULTIPART_OVERHEAD_BYTES, parseMultipartBody } from './multipart';
import { parseQuery } from './query';
import { parseJsonBody, readRawBody } from './request-body';
import type { RequestInfo, RouteDef, RouteResult, StreamOpener } from './route';
import { createRouter } from './router';
import { API_SECURITY_HEADERS, HSTS } from '@/lib/security-headers';
import { validate } from './validate';

export const API_PREFIX = '/api/v1';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One API call, independent of how it arrived (a socket, or an in-process call from server rendering). */
export interface ApiCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The socket's remote address (a proxy's when behind one); the client address is resolved from it. */
  peer: string;
  /** The connection itself is TLS. */
  encrypted: boolean;
  /** In-process calls from server rendering: the page's origin, the base of printed image URLs ('' = keep them relative). */
  origin?: string;
  /** A page render's own read (in-process): the profile read may use the kept sessions (session-cache.ts). */
  rendering?: boolean;
  /** The body, at most `limit` bytes, fully arrived within `timeoutMs` (sockets only; in-process calls have it). */
  readBody(limit: number, timeoutMs?: number): Promise<Buffer>;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** Set for streamed answers: the socket adapter writes the headers, then hands the response to it. */
  stream?: StreamOpener;
}

export type ApiDispatcher = (call: ApiCall) => Promise<ApiAnswer>;

function toAnswer(status: number, result: RouteResult, headers: Record<string, string | string[]>, head: boolean, base: string | null): ApiAnswer {
  Object.assign(headers, result.headers ?? {});
  if (result.kind === 'stream') {
    // no-transform keeps compression proxies (and Next's gzip) from buffering events.
    Object.assign(headers, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    return { status, headers, body: Buffer.alloc(0), stream: head ? undefined : result.open };
  }
  let body: Buffer;
  if (result.kind === 'file') {
    headers['Content-Type'] = result.contentType;
    // Files are public images: other origins' pages (other clients of the contract) may show them.
    headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
    body = result.body;
  } else {
    if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
    headers['Content-Type'] = 'application/json; charset=utf-8';
    const json = JSON.stringify(result.body);
    body = Buffer.from(base ? absoluteImageUrls(json, base) : json);
  }
  headers['Content-Length'] = String(body.length);
  return { status, headers, body: head ? Buffer.alloc(0) : body };
}

/**
 * The whole /api/v1 request cycle: security headers, routing, body and query parsing, auth, validation,
 * envelope, logs. Transport-free, so sockets (createApiHandler) and server rendering share it.
 */
export function createApiDispatcher(getContext: () => Promise<AppContext>, routes: RouteDef[]): ApiDispatcher {
  const router = createRouter(routes);
  return async function dispatch(call: ApiCall): Promise<ApiAnswer> {
    const started = performance.now();
    const requestId = randomUUID();
    const method = call.method.toUpperCase();
    const head = method === 'HEAD';
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) || '/' : url.pathname;
    const headers: Record<string, string | string[]> = { 'X-Request-Id': requestId, 'Cache-Control': 'no-store', ...API_SECURITY_HEADERS };

    let ctx: AppContext | null = null;
    let status = 200;
    let userId: number | undefined;
    let logPath = path;
    let base: string | null = null;
    try {
      ctx = await getContext();
      // One rule for sockets and server rendering alike: forwarded headers count only from trusted proxies.
      const client = resolveClient(call.peer, call.encrypted, call.headers, ctx.config.trustedProxies);
      if (client.secure) headers['Strict-Transport-Security'] = HSTS;
      base = ctx.config.publicUrl ?? (call.origin === '' ? null : (call.origin ?? imageBase(null, call.headers.host, client.secure)));
      const origin = call.headers.origin;
      Object.assign(headers, corsHeaders(origin, ctx.config.corsOrigins));
      const match = router.match(head ? 'GET' : method, path);
      if (match.kind === 'none') throw new ApiError('NOT_FOUND');
      if (match.kind === 'method') {
        headers.Allow = match.allow.join(', ');
        if (method === 'OPTIONS') {
          Object.assign(headers, preflightHeaders(origin, ctx.config.corsOrigins, [...match.allow, 'OPTIONS']));
          return { status: (status = 204), headers, body: Buffer.alloc(0) };
        }
        throw new ApiError('METHOD_NOT_ALLOWED');
      }
      const { route } = match;
      if (route.secretParams) logPath = redactPath(route.path, match.params, route.secretParams);
      const authenticate = async () => {
        const found = route.auth === 'none' ? null : await resolveAuth(ctx!, call.headers, route.readsProfile, call.rendering === true && method === 'GET');
        if (route.auth === 'required' && !found) throw new ApiError('NOT_LOGGED_IN');
        if (found?.via === 'cookie' && UNSAFE.has(method)) assertSameOrigin(call.headers, [...ctx!.config.allowedOrigins, ...ctx!.config.corsOrigins]);
        return found;
      };
      // An upload is read only for a signed-in caller: a guest never gets to send 2 MB.
      const early = route.upload ? await authenticate() : undefined;
      const limit = route.upload ? ctx.config.uploadLimitBytes + MULTIPART_OVERHEAD_BYTES : ctx.config.bodyLimitBytes;
      const rawBody = UNSAFE.has(method) ? await call.readBody(limit, ctx.config.bodyTimeoutMs) : Buffer.alloc(0);
      const contentType = call.headers['content-type'];
      const body = route.upload ? await parseMultipartBody(rawBody, contentType) : parseJsonBody(base ? relativeImageUrls(rawBody, base) : rawBody, contentType);
      const query = parseQuery(url.searchParams);
      const auth = early !== undefined ? early : await authenticate();
      userId = auth?.user.id;
      const info: RequestInfo = {
        requestId,
        ip: client.ip,
        headers: call.headers,
        path,
        search: url.searchParams,
        locale: typeof query.lang === 'string' ? query.lang : 'en',
        secure: client.secure,
      };
      const result = await route.handler({
        ctx,
        req: info,
        params: validate(route.params, match.params, 'params'),
        query: validate(route.query, query, 'query'),
        body: validate(route.body, body, 'body'),
        raw: rawBody,
        user: auth,
      });
      status = result.kind === 'json' ? (result.status ?? 200) : 200;
      return toAnswer(status, result, headers, head, base);
    } catch (error) {
      const { apiError, unexpected } = mapUnexpectedError(error);
      status = apiError.http;
      if (unexpected) ctx?.logger.log('error', 'api.error', { requestId, method, path: logPath, error: String((error as Error)?.stack ?? error) });
      const locale = url.searchParams.get('lang') ?? 'en';
      const message = ctx && apiError.key ? await ctx.messages.error(locale, apiError.key, apiError.message) : apiError.message;
      return toAnswer(status, { kind: 'json', body: failure(apiError.statusCode, message, apiError.params), headers: apiError.headers }, headers, head, base);
    } finally {
      // Whatever a signed-in caller's write changed (sign-out, profile, wallet, addresses), no kept session shows it.
      if (userId !== undefined && UNSAFE.has(method)) ctx?.sessions?.dropUser(userId);
      ctx?.logger.log('info', 'api.request', { requestId, method, path: logPath, status, ms: Math.round(performance.now() - started), userId });
    }
  };
}

/** The request path for logs, with secret params (one-time codes) masked. */
function redactPath(pattern: string, params: Record<string, string>, secret: readonly string[]): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (secret.includes(name) ? '***' : encodeURIComponent(params[name] ?? '')));
}

/** Node http adapter: Next's API route and the tests' server call this. */
export function nodeHandler(dispatch: ApiDispatcher) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const answer = await dispatch({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      peer: req.socket.remoteAddress ?? '',
      encrypted: (req.socket as { encrypted?: boolean }).encrypted === true,
      readBody: (limit, timeoutMs) => readRawBody(req, limit, timeoutMs),
    });
    if (res.headersSent) return;
    res.writeHead(answer.status, answer.headers);
    if (answer.stream) return pipeStream(answer.stream, res);
    res.end(answer.body);
  };
}

function pipeStream(open: StreamOpener, res: ServerResponse): void {
  let live = true;
  res.flushHeaders();
  const cleanup = open({
    write: (chunk) => {
      if (!live) return;
      res.write(chunk);
      // Next's compression layer (if any) exposes flush(); push each event out at once.
      (res as ServerResponse & { flush?: () => void }).flush?.();
    },
    end: () => {
      if (live) res.end();
    },
  });
  const close = () => {
    if (!live) return;
    live = false;
    cleanup();
  };
  // 'close' fires when the client goes away as well as after end().
  res.on('close', close);
}

export function createApiHandler(getContext: () => Promise<AppContext>, routes: RouteDef[]) {
  return nodeHandler(createApiDispatcher(getContext, routes));
}
