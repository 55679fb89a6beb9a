import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

/**
 * A stand-in for Google's key endpoint and Firebase's token issuer: RSA keys generated here, published as a JWK
 * set by a local HTTP server (no internet), and ID tokens signed with them.
 */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export const newKey = (kid: string): SigningKey => ({ kid, ...generateKeyPairSync('rsa', { modulusLength: 2048 }) });

const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

export function signToken(key: SigningKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const head = b64({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header });
  const body = b64(claims);
  return `${head}.${body}.${sign('RSA-SHA256', Buffer.from(`${head}.${body}`), key.privateKey).toString('base64url')}`;
}

/** The HS256 confusion attack: the public key's PEM used as an HMAC secret. */
export function hs256Token(key: SigningKey, claims: Record<string, unknown>): string {
  const head = b64({ alg: 'HS256', typ: 'JWT', kid: key.kid });
  const body = b64(claims);
  const secret = key.publicKey.export({ type: 'spki', format: 'pem' });
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}

export function unsignedToken(key: SigningKey, claims: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT', kid: key.kid })}.${b64(claims)}.`;
}

export interface KeyServer {
  url: string;
  /** Keys currently published. */
  keys: SigningKey[];
  /** Requests the server has answered. */
  fetches: number;
  /** Answer 500 instead of the set (the endpoint is down). */
  down: boolean;
  close(): Promise<void>;
}

export async function startKeyServer(keys: SigningKey[], maxAgeSeconds = 86_400): Promise<KeyServer> {
  const state = { keys, fetches: 0, down: false };
  const server = http.createServer((_req, res) => {
    state.fetches++;
    if (state.down) return res.writeHead(500).end();
    const jwks = { keys: state.keys.map((k) => ({ ...k.publicKey.export({ format: 'jwk' }), kid: k.kid, alg: 'RS256', use: 'sig' })) };
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': `public, max-age=${maxAgeSeconds}, must-revalidate` });
    res.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
