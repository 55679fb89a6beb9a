import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module of the production server, no types
import { pickEncoding, precompress, servePrecompressed } from '../../scripts/server/precompressed.mjs';

const script = `console.log(${JSON.stringify('groops '.repeat(400))});\n`;
let dir: string;
let base: string;
let server: http.Server;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'main.js'), script);
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'tiny.js'), 'x()');
  fs.writeFileSync(path.join(dir, 'secret.js'), script);
  precompress(path.join(dir, 'static'));
  const send = servePrecompressed(path.join(dir, 'static'));
  server = http.createServer((req, res) => {
    if (!send(req, res)) res.writeHead(299).end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(base + url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('precompressed static chunks', () => {
  it('sends brotli to a browser that takes it, with the headers of an immutable script', async () => {
    const res = await get('/_next/static/chunks/main.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is refused or not offered, and leaves identity, ranges and small files to Next', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.5']) {
      const res = await get('/_next/static/chunks/main.js', { 'accept-encoding': header });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(res.body).toString()).toBe(script);
    }
    expect((await get('/_next/static/chunks/main.js', { 'accept-encoding': 'identity' })).status).toBe(299);
    expect((await get('/_next/static/chunks/main.js')).status).toBe(299);
    expect((await get('/_next/static/chunks/main.js', { 'accept-encoding': 'br', range: 'bytes=0-9' })).status).toBe(299);
    expect((await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })).status).toBe(299);
  });

  it('answers HEAD without a body and never reads outside the static folder', async () => {
    const head = await get('/_next/static/chunks/main.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    for (const url of ['/_next/static/../secret.js', '/_next/static/%2e%2e/secret.js', '/_next/static/chunks/%E0%A4%A.js', '/_next/static/chunks/main.js.br']) {
      expect((await get(url, { 'accept-encoding': 'br' })).status).toBe(299);
    }
  });

  it('picks the encoding by the q-values of Accept-Encoding', () => {
    expect(pickEncoding('gzip, br')?.name).toBe('br');
    expect(pickEncoding('*')?.name).toBe('br');
    expect(pickEncoding('*, br;q=0')?.name).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
