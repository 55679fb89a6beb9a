// `npm start`: the production server (Next on PORT, default 3000). With WEB_CONCURRENCY=N (N > 1) and a
// DATABASE_URL it runs N server processes sharing the port (node:cluster), so a host with N cores renders N pages at
// once; the embedded database belongs to one process, so without DATABASE_URL it stays one (ADR 0038).
import cluster from 'node:cluster';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { servePrecompressed } from './server/precompressed.mjs';

const port = process.env.PORT || '3000';
const wanted = Math.max(1, Math.min(64, Number(process.env.WEB_CONCURRENCY) || 1));
const workers = process.env.DATABASE_URL ? wanted : 1;

/**
 * What `next start` does (Next 16's start-server: its request handlers on a plain `http` server), with one listener
 * of ours in front: static chunks go out as compressed at build time instead of gzipped on every request
 * (scripts/server/precompressed.mjs, ADR 0051). Next's documented custom server (`next()`) cost ~0.4 ms more
 * CPU per rendered page here, so the handlers come from the module `next start` itself uses.
 */
function serve() {
  process.env.NODE_ENV = 'production';
  process.title = 'groops-server';
  const require = createRequire(import.meta.url);
  const { getRequestHandlers } = require('next/dist/server/lib/start-server');
  const dir = process.cwd();
  const sendPrecompressed = servePrecompressed(path.join(dir, process.env.NEXT_DIST_DIR || '.next', 'static'));
  let markReady;
  const handlers = new Promise((resolve) => (markReady = resolve));
  const server = http.createServer(async (req, res) => {
    if (sendPrecompressed(req, res)) return;
    try {
      await (await handlers).requestHandler(req, res);
    } catch (error) {
      console.error(`failed to answer ${req.url}`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  server.on('upgrade', async (req, socket, head) => {
    try {
      await (await handlers).upgradeHandler(req, socket, head);
    } catch {
      socket.destroy();
    }
  });
  server.on('error', (error) => {
    console.error('the server could not start', error);
    process.exit(1);
  });
  // Like `next start`: the port opens first, Next loads behind it, and requests that came meanwhile wait for it.
  server.listen(Number(port), async () => {
    process.env.PORT = port;
    process.env.__NEXT_PRIVATE_ORIGIN = `http://localhost:${port}`;
    const ready = await getRequestHandlers({ dir, port: Number(port), isDev: false, server }).catch((error) => {
      console.error('Next could not start (has `npm run build` run?)', error);
      process.exit(1);
    });
    markReady(ready);
    console.log(`ready on http://localhost:${port} (${sendPrecompressed.size} precompressed static files)`);
    const close = (code) => () => {
      server.close(() => Promise.resolve(ready.server?.close?.()).finally(() => process.exit(code)));
      server.closeIdleConnections();
      setTimeout(() => process.exit(code), 5000).unref();
    };
    process.once('SIGINT', close(130));
    process.once('SIGTERM', close(143));
  });
}

if (workers === 1) {
  if (wanted > 1) console.warn('WEB_CONCURRENCY is ignored without DATABASE_URL: the embedded database serves one process');
  serve();
} else if (cluster.isPrimary) {
  let stopping = false;
  const restarts = [];
  // Only the first process runs the demo operator and draws missing demo images: one of each is enough.
  const fork = (index) => {
    const env = { GROOPS_WORKER: String(index), ...(index > 0 ? { DEMO_OPERATOR: '0', SEED_IMAGES: '0' } : {}) };
    cluster.fork(env).once('exit', (code, signal) => {
      if (stopping) return;
      // A process that dies is replaced; one that keeps dying (over 5 times a minute) stops the server.
      const now = Date.now();
      restarts.push(now);
      while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
      if (restarts.length > 5) {
        console.error(`server process ${index} keeps exiting (${signal ?? code}); stopping`);
        stopAll(1);
        return;
      }
      console.error(`server process ${index} exited (${signal ?? code}); starting another`);
      fork(index);
    });
  };
  const stopAll = (code) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(code), 10_000).unref();
    cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(0));
  for (let i = 0; i < workers; i++) fork(i);
} else {
  serve();
}
