/**
 * The load generator of route-latency.ts in a process of its own, as a real client is: autocannon's parsing and
 * bookkeeping then never share the API's event loop (in one process they added their own turns to every
 * request's latency). Reads one JSON job on stdin — url, connections, seconds and the requests to rotate through —
 * and prints autocannon's result as JSON.
 */
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const job = JSON.parse(input);
let next = 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  requests: [
    {
      method: job.method,
      setupRequest: (req) => {
        const r = job.requests[next++ % job.requests.length];
        return { ...req, path: r.path, headers: { ...req.headers, ...r.headers }, body: r.body };
      },
    },
  ],
});
process.stdout.write(JSON.stringify({ requests: result.requests, latency: result.latency, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }));
