import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tightenServerTimeouts } from '../../src/server/http/server-timeouts';
import { startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ bodyTimeoutMs: 600 });
});
afterAll(() => api.close());

/** Sends the headers of a sign-in (one request per connection) at once, then its body one byte every `everyMs`; resolves with what came back. */
function trickle(url: string, everyMs: number): Promise<{ answer: string; ms: number }> {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ email: 'demo@groops.test', password: 'groops-demo' });
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length && socket.writable) socket.write(body[sent++]);
    }, everyMs);
    const finish = () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`);
  });
}

describe('slow request bodies', () => {
  it('answers 408 in the envelope and closes the connection when the body trickles in past API_BODY_TIMEOUT_MS', async () => {
    // The whole body would take ~6 s at this pace; the deadline is 0.6 s.
    const { answer, ms } = await trickle(api.url, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    const envelope = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(envelope).toMatchObject({ status: false, statusCode: 'ERROR_408' });
    expect(ms).toBeLessThan(3000);
  });

  it('still reads a body that arrives in pieces within the deadline', async () => {
    const { answer } = await trickle(api.url, 1);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("tightens Node's header and request timeouts of the server on its first request", async () => {
    tightenServerTimeouts({ headersTimeoutMs: 4000, bodyTimeoutMs: 1000 });
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect(server.headersTimeout).toBe(60_000);
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`).then((res) => res.text());
    expect(server.headersTimeout).toBe(4000);
    expect(server.requestTimeout).toBe(5000);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
