import type { z } from 'zod';
import type { IncomingHttpHeaders } from 'node:http';
import type { AppContext } from '../context';
import type { AuthUser } from './auth';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestInfo {
  requestId: string;
  ip: string;
  headers: IncomingHttpHeaders;
  /** Path below /api/v1 without the query, e.g. "/rest/settings". */
  path: string;
  search: URLSearchParams;
  locale: string;
  secure: boolean;
}

/** Where a streamed answer writes; `end` closes the response. Writes after the client left are dropped. */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
}

/** Starts a streamed body once the headers are out; returns the cleanup run when the client disconnects. */
export type StreamOpener = (sink: StreamSink) => () => void;

/** What a handler returns; the handler module turns it into the HTTP response. */
export type RouteResult =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string>; cookies?: string[] }
  | { kind: 'file'; body: Buffer; contentType: string; headers?: Record<string, string> }
  /** Server-sent events (text/event-stream), kept open until either side closes. */
  | { kind: 'stream'; open: StreamOpener; headers?: Record<string, string> };

export interface HandlerInput<P, Q, B> {
  ctx: AppContext;
  req: RequestInfo;
  params: P;
  query: Q;
  body: B;
  /** The body's bytes as they arrived (provider callbacks verify signatures over exactly these). */
  raw: Buffer;
  user: AuthUser | null;
}

export interface RouteDef<P = unknown, Q = unknown, B = unknown> {
  method: HttpMethod;
  /** Path pattern below /api/v1 with `:name` params, e.g. "/rest/shops/:id". */
  path: string;
  summary: string;
  tag: string;
  /** required: 401 without a valid token; optional: user when present. */
  auth: 'none' | 'optional' | 'required';
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /**
   * A multipart/form-data upload (body = text fields and UploadedFile parts). Only these routes accept a body
   * above the JSON limit: up to `config.uploadLimitBytes` plus room for the form's own headers.
   */
  upload?: boolean;
  /**
   * The session's profile extras are read with the token, in one statement (`AuthUser.profile`): GET
   * profile/show, which every signed-in page render makes (ADR 0027).
   */
  readsProfile?: boolean;
  /** Params that are secrets (one-time codes): logged as "***". */
  secretParams?: readonly string[];
  /** Documented answer shape (OpenAPI only). */
  response?: z.ZodType;
  // Method syntax keeps route lists of different input shapes assignable to RouteDef[].
  handler(input: HandlerInput<P, Q, B>): Promise<RouteResult>;
}

/** Typed helper so handlers see the parsed shapes of their schemas. */
export function defineRoute<P = undefined, Q = undefined, B = undefined>(def: RouteDef<P, Q, B>): RouteDef<P, Q, B> {
  return def;
}

export const json = (body: unknown, extra: Omit<Extract<RouteResult, { kind: 'json' }>, 'kind' | 'body'> = {}): RouteResult => ({
  kind: 'json',
  body,
  ...extra,
});
