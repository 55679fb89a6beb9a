import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const sha = (d: string | Buffer) => createHash('sha256').update(d).digest('hex');
const mac = (k: string | Buffer, d: string) => createHmac('sha256', k).update(d).digest();

/**
 * A tiny S3-compatible server for tests (no internet): PUT/GET/HEAD of objects kept in memory, and every
 * request's SigV4 signature recomputed from what actually arrived (method, path, the signed headers, the
 * body hash). A wrong key, a changed header or a tampered body answers 403 like S3 does.
 */
export async function startS3Fixture(creds: { accessKeyId: string; secretAccessKey: string; region: string }) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push(`${req.method} ${req.url}`);
      if (!verify(req, body)) return void res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      const key = decodeURIComponent(req.url ?? '');
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        return void res.writeHead(200).end();
      }
      const found = objects.get(key);
      if (!found) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
      res.end(req.method === 'HEAD' ? undefined : found.body);
    });
  });

  function verify(req: http.IncomingMessage, body: Buffer): boolean {
    const auth = String(req.headers.authorization ?? '');
    const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m || m[1] !== creds.accessKeyId || m[3] !== creds.region) return false;
    const payload = String(req.headers['x-amz-content-sha256']);
    if (payload !== sha(body)) return false;
    const signed = m[4].split(';');
    if (!signed.includes('host') || !signed.includes('x-amz-date')) return false;
    const canonical = [req.method, (req.url ?? '').split('?')[0], '', signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join(''), m[4], payload].join('\n');
    const date = String(req.headers['x-amz-date']);
    const scope = `${m[2]}/${creds.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', date, scope, sha(canonical)].join('\n');
    const key = mac(mac(mac(mac(`AWS4${creds.secretAccessKey}`, m[2]), creds.region), 's3'), 'aws4_request');
    return createHmac('sha256', key).update(toSign).digest('hex') === m[5];
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
