import { subscribe } from 'node:diagnostics_channel';
import type { Server } from 'node:http';
import type { ServerConfig } from '../config';

/**
 * Node's own limits on a connection (defaults: headers 60 s, whole request 300 s), tightened: a client
 * trickling headers is dropped after `headersTimeoutMs`, and the whole request must have arrived within that
 * plus the body's allowance (the API answers 408 at `bodyTimeoutMs` itself; see request-body.ts). Node checks
 * these every 30 s, so they bound the damage rather than answer promptly.
 */
export function applyServerTimeouts(server: Server, config: Pick<ServerConfig, 'headersTimeoutMs' | 'bodyTimeoutMs'>): void {
  server.headersTimeout = config.headersTimeoutMs;
  server.requestTimeout = config.headersTimeoutMs + config.bodyTimeoutMs;
  // Node closes an idle keep-alive connection after 5 s; a client (or a proxy, most idle 60 s) reusing it at
  // that moment gets ECONNRESET for a request the server never saw. Idle connections stay open longer than theirs.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
}

const KEEP_ALIVE_MS = 65_000;

const tuned = new WeakSet<Server>();

/**
 * `next start` creates its server before our code loads and hands out no reference to it; Node announces every
 * request on this documented channel with its server, so the limits are set on the first request it serves.
 */
export function tightenServerTimeouts(config: Pick<ServerConfig, 'headersTimeoutMs' | 'bodyTimeoutMs'>): void {
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server?: Server };
    if (!server || tuned.has(server)) return;
    tuned.add(server);
    applyServerTimeouts(server, config);
  });
}
