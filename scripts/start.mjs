// `npm start`: the production server (`next start` on PORT, default 3000). With WEB_CONCURRENCY=N (N > 1) and a
// DATABASE_URL it runs N server processes sharing the port (node:cluster), so a host with N cores renders N pages at
// once; the embedded database belongs to one process, so without DATABASE_URL it stays one (ADR 0038).
import cluster from 'node:cluster';
import { createRequire } from 'node:module';

const port = process.env.PORT || '3000';
const wanted = Math.max(1, Math.min(64, Number(process.env.WEB_CONCURRENCY) || 1));
const workers = process.env.DATABASE_URL ? wanted : 1;

function serve() {
  process.argv = [process.argv[0], 'next', 'start', '-p', port];
  createRequire(import.meta.url)('next/dist/bin/next');
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
