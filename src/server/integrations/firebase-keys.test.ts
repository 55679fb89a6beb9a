import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maxAgeMs, parseKeySet } from './firebase-keys';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('Firebase key set', () => {
  it('keeps keys for the Cache-Control max-age, an hour without one', () => {
    expect(maxAgeMs('public, max-age=19845, must-revalidate, no-transform')).toBe(19_845_000);
    expect(maxAgeMs('max-age=60')).toBe(60_000);
    expect(maxAgeMs('s-max-age=5')).toBe(3_600_000);
    expect(maxAgeMs(null)).toBe(3_600_000);
  });

  it('reads a JWK set and skips entries that are not RSA public keys', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' });
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    const keys = parseKeySet({ keys: [{ ...rsa, kid: 'a' }, { ...ec, kid: 'b' }, { kty: 'RSA', kid: 'c', n: '!!' }, { ...rsa }] });
    expect([...keys.keys()]).toEqual(['a']);
    expect(parseKeySet(null).size).toBe(0);
    expect(parseKeySet('x').size).toBe(0);
  });

  it.skipIf(!hasOpenssl)("reads Google's x509 PEM map", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-keys-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', path.join(dir, 'k.pem'), '-out', path.join(dir, 'c.pem'), '-days', '1', '-subj', '/CN=securetoken'], { stdio: 'ignore' });
      const pem = fs.readFileSync(path.join(dir, 'c.pem'), 'utf8');
      const keys = parseKeySet({ kid1: pem, kid2: 'not a certificate' });
      expect([...keys.keys()]).toEqual(['kid1']);
      expect(keys.get('kid1')!.asymmetricKeyType).toBe('rsa');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
