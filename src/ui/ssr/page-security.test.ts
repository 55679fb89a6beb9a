import fs from 'node:fs';
import path from 'node:path';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_PAGE } from '@/proxy';
import { filesUnder } from '../../../tests/support/files-under';
import { securePageResponse } from './page-security';

/** A server that answers as a page's getServerSideProps + _document do: headers first, then the nonce again. */
const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
  const first = securePageResponse(req, res);
  const again = securePageResponse(req, res);
  res.end(JSON.stringify({ first, again }));
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('page security headers set by the page itself', () => {
  it('gives each response one fresh nonce, in its CSP, whatever nonce the client sends', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/about`, { headers: { 'x-nonce': 'chosen-by-the-client' } });
      const { first, again } = (await res.json()) as { first: string; again: string };
      expect(again).toBe(first);
      expect(first).not.toBe('chosen-by-the-client');
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${first}' 'strict-dynamic'`);
      seen.add(first);
    }
    expect(seen.size).toBe(3);
  });

  it('sends the page headers, and HSTS only for a request that came over HTTPS', async () => {
    const plain = await fetch(`${base}/`);
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await fetch(`${base}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });
});

describe('what the proxy still answers for', () => {
  it('takes public files, never a page nor the image optimizer (next.config.js gives it its headers)', () => {
    for (const p of ['/images/logo.svg', '/en/images/logo.svg', '/locales/ar/common.json', '/firebase-messaging-sw.js']) expect(NOT_A_PAGE.test(p), p).toBe(true);
    for (const p of ['/', '/about', '/ar/restaurant/1', '/locales/add/en/common', '/imagesx', '/storage/images/a.png', '/_next/image']) expect(NOT_A_PAGE.test(p), p).toBe(false);
  });

  it('covers every public file', () => {
    for (const file of filesUnder('public')) expect(NOT_A_PAGE.test(`/${path.relative('public', file)}`), file).toBe(true);
  });

  it('leaves no page without its headers: every getServerSideProps goes through the shell or securedPage', () => {
    for (const file of filesUnder('src/pages').filter((f) => !f.startsWith(path.join('src/pages/api', path.sep)))) {
      const source = fs.readFileSync(file, 'utf8');
      if (file.endsWith('_document.tsx') || !/getServerSideProps/.test(source)) continue;
      expect(/shellPage|notFoundServerSide|securedPage\(/.test(source), file).toBe(true);
    }
  });
});
