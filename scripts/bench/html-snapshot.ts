/**
 * `npx tsx scripts/bench/html-snapshot.ts <base URL> <out dir>`: writes the served HTML of the rendered pages as
 * guest, theme cookie and signed in (demo customer), phone and desktop, with what differs per response masked
 * (CSP nonce, build id, query timestamps). Run it against two builds on the same database and `diff -r` the
 * folders: a render speed-up must leave them identical (ADR 0023). Not part of any test pass.
 */
import fs from 'node:fs';
import { demoSessionCookie } from './signed-in';

const PATHS = ['/', '/restaurant/1', '/ar', '/ar/restaurant/1', '/shop/2', '/restaurant/1?product=x', '/nope-404'];
const DEVICES = {
  phone: 'Mozilla/5.0 (Linux; Android 10; Pixel 4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

export function maskVolatile(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce="N"')
    .replace(/data-n-css="[^"]*"/g, 'data-n-css="N"')
    .replace(/\/_next\/static\/[^/"]+\/(_buildManifest|_ssgManifest|_clientMiddlewareManifest)/g, '/_next/static/BUILD/$1')
    .replace(/"buildId":"[^"]*"/g, '"buildId":"BUILD"')
    .replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
}

async function main() {
  const [base, out] = process.argv.slice(2);
  if (!base || !out) throw new Error('usage: html-snapshot.ts <base URL> <out dir>');
  fs.mkdirSync(out, { recursive: true });
  // The same session for both builds: pass SNAPSHOT_COOKIE to reuse one (a new sign-in changes nothing shown).
  const signedIn = process.env.SNAPSHOT_COOKIE || (await demoSessionCookie(base));
  const visitors = { guest: '', theme: 'theme=dark', signed: signedIn };
  for (const path of PATHS) {
    for (const [who, cookie] of Object.entries(visitors)) {
      for (const [device, ua] of Object.entries(DEVICES)) {
        const res = await fetch(base + path, { headers: { cookie, 'user-agent': ua } });
        fs.writeFileSync(`${out}/${path.replace(/[/?=]/g, '_')}-${who}-${device}.html`, `${res.status}\n${maskVolatile(await res.text())}`);
      }
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
