import { publicOrigin } from '../seo/site';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearStoredPages, guestPageKey, recordPage, serveStoredPage } from './guest-page-cache';

/** A tiny page server shaped like shellPage: serve a stored copy, else render (counting renders) and record. */
let renders = 0;
let answer: { status: number; cacheControl: string; cookie?: string; type?: string } = { status: 200, cacheControl: 'public, s-maxage=60' };
const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
  const key = guestPageKey(req, { locale: 'en', device: 'mobile', url: req.url ?? '/' });
  // As page-security.ts does: the response has its nonce (here the test's, sent as a header) and the CSP carries it.
  const nonce = typeof req.headers['x-nonce'] === 'string' ? req.headers['x-nonce'] : undefined;
  if (nonce) res.setHeader('Content-Security-Policy', `script-src 'nonce-${nonce}'`);
  if (key && serveStoredPage(res, key, nonce)) return;
  if (key) recordPage(res, key, nonce);
  renders += 1;
  res.statusCode = answer.status;
  res.setHeader('Content-Type', answer.type ?? 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', answer.cacheControl);
  if (answer.cookie) res.setHeader('Set-Cookie', answer.cookie);
  res.write(`<html><body>render ${renders} ${nonce ? `<script nonce="${nonce}"></script><link data-n-css="${nonce}">` : ''}`);
  res.end(Buffer.from('of ' + req.url + '</body></html>'));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clearStoredPages();
  renders = 0;
  answer = { status: 200, cacheControl: 'public, s-maxage=60' };
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe('guest page cache', () => {
  it('serves a public guest page again without rendering it, with its headers and exact bytes', async () => {
    const first = await get('/restaurant/1');
    const second = await get('/restaurant/1');
    expect(renders).toBe(1);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(first.headers.get('x-page-cache')).toBeNull();
    expect(second.headers.get('cache-control')).toBe('public, s-maxage=60');
    expect(await second.text()).toBe(await first.text());
  });

  it('re-stamps a stored page and its CSP with each response\'s own nonce', async () => {
    const first = await get('/shop/1', { 'x-nonce': 'AAAAAAAAAAAAAAAAAAAAAA==' });
    const second = await get('/shop/1', { 'x-nonce': 'BBBBBBBBBBBBBBBBBBBBBB==' });
    expect(renders).toBe(1);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-security-policy')).toBe("script-src 'nonce-BBBBBBBBBBBBBBBBBBBBBB=='");
    const [a, b] = [await first.text(), await second.text()];
    expect(b).not.toContain('AAAAAAAAAAAAAAAAAAAAAA==');
    expect(b).toBe(a.replaceAll('AAAAAAAAAAAAAAAAAAAAAA==', 'BBBBBBBBBBBBBBBBBBBBBB=='));
    expect(b.match(/BBBBBBBBBBBBBBBBBBBBBB==/g)).toHaveLength(2);
    // A page stored with a nonce is never sent without a new one.
    expect((await get('/shop/1')).headers.get('x-page-cache')).toBeNull();
  });

  it('keeps pages apart by URL and origin, query included', async () => {
    const req = { method: 'GET', url: '/', headers: {} } as IncomingMessage;
    const page = { locale: 'en', device: 'mobile', url: '/' };
    expect(guestPageKey(req, { ...page, origin: 'https://a.example' })).not.toBe(guestPageKey(req, { ...page, origin: 'https://b.example' }));
    await get('/?v=1');
    const other = await get('/?v=2');
    expect(renders).toBe(2);
    expect(await other.text()).toContain('of /?v=2');
  });

  it('never serves or stores for a session, theme, place or currency cookie', async () => {
    await get('/');
    for (const cookie of ['access_token=abc', 'theme=dark', 'settings=%7B%7D', 'currency=2']) {
      const res = await get('/', { cookie: `a=1; ${cookie}` });
      expect(res.headers.get('x-page-cache')).toBeNull();
    }
    expect(renders).toBe(5);
  });

  it('stores nothing private, failed, non-HTML or cookie-setting', async () => {
    const cases = [
      { status: 200, cacheControl: 'private, no-store' },
      { status: 404, cacheControl: 'public, s-maxage=60' },
      { status: 200, cacheControl: 'public, s-maxage=60', type: 'application/json' },
      { status: 200, cacheControl: 'public, s-maxage=60', cookie: 'x=1' },
    ];
    for (const [i, c] of cases.entries()) {
      answer = c;
      await get(`/case${i}`);
      const again = await get(`/case${i}`);
      expect(again.headers.get('x-page-cache')).toBeNull();
    }
    expect(renders).toBe(8);
  });

  it('ignores Next data requests and non-GET methods', async () => {
    const req = (init: Partial<IncomingMessage>) => ({ method: 'GET', url: '/', headers: {}, ...init }) as IncomingMessage;
    const page = { locale: 'en', device: 'mobile', url: '/' };
    expect(guestPageKey(req({}), page)).toBe('en|mobile|/');
    expect(guestPageKey(req({ headers: { 'x-nextjs-data': '1' } }), page)).toBeNull();
    expect(guestPageKey(req({ url: '/_next/data/b/index.json' }), page)).toBeNull();
    expect(guestPageKey(req({ method: 'POST' }), page)).toBeNull();
  });

  it('keeps one page per host: canonical URLs follow the Host when no public URL is configured', () => {
    const req = (host: string) => ({ method: 'GET', url: '/', headers: { host } }) as IncomingMessage;
    // shell.ts keys each page by the origin its absolute URLs are printed with (publicOrigin).
    const key = (host: string) => guestPageKey(req(host), { locale: 'en', device: 'mobile', url: '/', origin: publicOrigin(req(host), {}) });
    expect(key('a.example')).not.toBe(key('b.example'));
    expect(key('a.example')).toBe(key('a.example'));
  });

  it('lets a page expire after the TTL', async () => {
    await get('/menu');
    const key = guestPageKey({ method: 'GET', url: '/menu', headers: { host: new URL(base).host } } as IncomingMessage, { locale: 'en', device: 'mobile', url: '/menu' }) as string;
    const res = { setHeader() {}, end() {} } as unknown as ServerResponse;
    expect(serveStoredPage(res, key, undefined, Date.now() + 60_000)).toBe(false);
    await get('/menu');
    expect(renders).toBe(2);
  });
});
