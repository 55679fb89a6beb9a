import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import { ApiError } from './api-error';
import { assertSameOrigin, resolveAuth } from './auth';
import { failure } from './envelope';
import { mapUnexpectedError } from './error-mapping';
import { parseQuery } from './query';
import { parseJsonBody, readRawBody } from './request-body';
import type { RequestInfo, RouteDef, RouteResult } from './route';
import { createRouter } from './router';
import { API_SECURITY_HEADERS, HSTS } from './security-headers';
import { validate } from './validate';

export const API_PREFIX = '/api/v1';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

function isSecure(req: IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto'];
  return (req.socket as { encrypted?: boolean }).encrypted === true || String(proto ?? '').split(',')[0].trim() === 'https';
}

function send(res: ServerResponse, status: number, result: RouteResult, head: boolean): void {
  if (res.headersSent) return;
  for (const [k, v] of Object.entries(result.headers ?? {})) res.setHeader(k, v);
  if (result.kind === 'file') {
    res.writeHead(status, { 'Content-Type': result.contentType, 'Content-Length': result.body.length });
    res.end(head ? undefined : result.body);
    return;
  }
  if (result.cookies?.length) res.setHeader('Set-Cookie', result.cookies);
  const payload = Buffer.from(JSON.stringify(result.body));
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': payload.length });
  res.end(head ? undefined : payload);
}

/**
 * The whole /api/v1 request cycle over plain Node http objects (Next's API route and the tests' server both
 * call it): security headers, routing, body and query parsing, auth, validation, envelope, logs.
 */
export function createApiHandler(getContext: () => Promise<AppContext>, routes: RouteDef[]) {
  const router = createRouter(routes);
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const requestId = randomUUID();
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) || '/' : url.pathname;
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('Cache-Control', 'no-store');
    for (const [k, v] of Object.entries(API_SECURITY_HEADERS)) res.setHeader(k, v);
    if (isSecure(req)) res.setHeader('Strict-Transport-Security', HSTS);

    let ctx: AppContext | null = null;
    let status = 200;
    let userId: number | undefined;
    try {
      const match = router.match(method === 'HEAD' ? 'GET' : method, path);
      if (match.kind === 'none') throw new ApiError('NOT_FOUND');
      if (match.kind === 'method') {
        res.setHeader('Allow', match.allow.join(', '));
        if (method === 'OPTIONS') {
          status = 204;
          res.writeHead(204).end();
          return;
        }
        throw new ApiError('METHOD_NOT_ALLOWED');
      }
      const { route } = match;
      ctx = await getContext();
      const rawBody = UNSAFE.has(method) ? await readRawBody(req, ctx.config.bodyLimitBytes) : Buffer.alloc(0);
      const body = parseJsonBody(rawBody, req.headers['content-type']);
      const query = parseQuery(url.searchParams);
      const auth = route.auth === 'none' ? null : await resolveAuth(ctx, req.headers);
      if (route.auth === 'required' && !auth) throw new ApiError('NOT_LOGGED_IN');
      if (auth?.via === 'cookie' && UNSAFE.has(method)) assertSameOrigin(req.headers, ctx.config.allowedOrigins);
      userId = auth?.user.id;
      const info: RequestInfo = {
        requestId,
        ip: clientIp(req),
        headers: req.headers,
        path,
        search: url.searchParams,
        locale: typeof query.lang === 'string' ? query.lang : 'en',
        secure: isSecure(req),
      };
      const result = await route.handler({
        ctx,
        req: info,
        params: validate(route.params, match.params, 'params'),
        query: validate(route.query, query, 'query'),
        body: validate(route.body, body, 'body'),
        user: auth,
      });
      status = result.kind === 'json' ? (result.status ?? 200) : 200;
      send(res, status, result, method === 'HEAD');
    } catch (error) {
      const { apiError, unexpected } = mapUnexpectedError(error);
      status = apiError.http;
      if (unexpected) ctx?.logger.log('error', 'api.error', { requestId, method, path, error: String((error as Error)?.stack ?? error) });
      const locale = url.searchParams.get('lang') ?? 'en';
      const message = ctx && apiError.key ? await ctx.messages.error(locale, apiError.key, apiError.message) : apiError.message;
      send(res, status, { kind: 'json', body: failure(apiError.statusCode, message, apiError.params), headers: apiError.headers }, method === 'HEAD');
    } finally {
      ctx?.logger.log('info', 'api.request', { requestId, method, path, status, ms: Math.round(performance.now() - started), userId });
    }
  };
}
