import http from 'node:http';

/**
 * A raw HTTP client for hostile requests: exact paths (fetch would normalise `..` and re-encode), bodies with
 * or without a Content-Type, the time each answer took, and event streams closed as soon as the head arrives.
 */

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const TIMEOUT_MS = 10_000;

export function createRawClient(baseUrl: string, concurrency: number) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

  function send(req: RawRequest): Promise<RawAnswer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
      const headers: Record<string, string | number> = { ...req.headers };
      if (body) headers['content-length'] = body.length;
      const r = http.request({ host: url.hostname, port: url.port, method: req.method, path: `/api/v1${req.path}`, headers, agent }, (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        if (contentType.startsWith('text/event-stream')) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, contentType, text: '', ms: performance.now() - started });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
        res.on('error', reject);
      });
      r.setTimeout(TIMEOUT_MS, () => r.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
      r.on('error', reject);
      r.end(body);
    });
  }

  return { send, close: () => agent.destroy() };
}

/** Runs `work` over `items` with at most `limit` in flight, in order of start. */
export async function runPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
