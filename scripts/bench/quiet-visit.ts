/**
 * The first visitor after a quiet spell: the throughput rows measure a server kept busy, where every kept answer
 * is warm, but a small marketplace's visitor usually arrives after seconds of silence, when the catalogue answers
 * kept for server rendering (PUBLIC_TTL_MS) and the guest page cache have expired. Each visit waits that long
 * with no request, then loads the page as a phone browser does (gzip) and times the first byte and the whole page.
 */
import http from 'node:http';
import { PUBLIC_TTL_MS } from '../../src/ui/http/server-client';
import { loadAverage } from './load-average';

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const VISITS = 5;

interface Visit { firstByteMs: number; totalMs: number }

function visit(url: string, cookie?: string): Promise<Visit> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const headers: Record<string, string> = { 'user-agent': PHONE_UA, 'accept-encoding': 'gzip', accept: 'text/html' };
    if (cookie) headers.cookie = cookie;
    const req = http.get(url, { headers }, (res) => {
      const firstByteMs = performance.now() - start;
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', () => undefined);
      res.on('end', () => resolve({ firstByteMs, totalMs: performance.now() - start }));
    });
    req.on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Markdown lines: per page and visitor, the median and worst first byte of VISITS visits, each after a quiet spell. */
export async function quietVisitMarkdown(base: string, paths: string[], sessionCookie: string): Promise<string[]> {
  const rows: string[] = [];
  for (const path of paths) {
    for (const [visitor, cookie] of [['guest', undefined], ['signed-in', sessionCookie]] as const) {
      const load = loadAverage();
      const visits: Visit[] = [];
      for (let i = 0; i < VISITS; i++) {
        await new Promise((r) => setTimeout(r, PUBLIC_TTL_MS + 1000));
        visits.push(await visit(`${base}${path}`, cookie));
      }
      const first = visits.map((v) => v.firstByteMs);
      const line = `| ${path} | ${visitor} | ${Math.round(median(first))} | ${Math.round(Math.max(...first))} | ${Math.round(median(visits.map((v) => v.totalMs)))} | ${load} |`;
      console.log(`quiet visit ${path} (${visitor}): first byte ${first.map(Math.round).join(', ')} ms`);
      rows.push(line);
    }
  }
  return [
    '## First visitor after a quiet spell',
    '',
    `Each visit comes after ${(PUBLIC_TTL_MS + 1000) / 1000} s without any request (the kept catalogue answers and the guest page cache`,
    `have expired), as a phone browser asks (gzip); ${VISITS} visits per row. The throughput rows above never see this case.`,
    '',
    '| page | visitor | first byte, median (ms) | first byte, worst (ms) | whole page, median (ms) | load average (1 min) at start |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}
