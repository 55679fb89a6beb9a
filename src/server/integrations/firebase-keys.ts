import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { Clock } from '../context';

/**
 * The public keys Firebase signs ID tokens with, fetched from a configured URL (Google publishes an x509 PEM
 * map; a JWK set `{keys: [...]}` is read too) and kept for the response's Cache-Control max-age. An unknown
 * `kid` refetches at most once per REFETCH_GAP_MS, so tokens with made-up kids cannot make us hammer the URL.
 */
const REFETCH_GAP_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;
/** Without a max-age the keys are kept this long (Google's answers say about 6 hours). */
const DEFAULT_TTL_MS = 3_600_000;

interface CachedSet {
  keys: Map<string, KeyObject>;
  expiresAt: number;
  fetchedAt: number;
}

export class KeySetUnavailable extends Error {}

export function maxAgeMs(cacheControl: string | null): number {
  const m = /(?:^|,)\s*max-age=(\d{1,9})\s*(?:,|$)/i.exec(cacheControl ?? '');
  return m ? Number(m[1]) * 1000 : DEFAULT_TTL_MS;
}

/** Reads either published form into kid → public key; entries that are not RSA public keys are skipped. */
export function parseKeySet(body: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  if (!body || typeof body !== 'object') return keys;
  const jwks = (body as { keys?: unknown }).keys;
  const entries: [string, () => KeyObject][] = Array.isArray(jwks)
    ? jwks.filter((k) => k && typeof k.kid === 'string').map((k) => [k.kid, () => createPublicKey({ key: k, format: 'jwk' })])
    : Object.entries(body).filter(([, pem]) => typeof pem === 'string').map(([kid, pem]) => [kid, () => new X509Certificate(pem as string).publicKey]);
  for (const [kid, load] of entries) {
    try {
      const key = load();
      if (key.asymmetricKeyType === 'rsa') keys.set(kid, key);
    } catch {
      // one unreadable entry does not spoil the others
    }
  }
  return keys;
}

export class FirebaseKeySet {
  private cached: CachedSet | null = null;
  private inflight: Promise<CachedSet> | null = null;

  constructor(
    private readonly url: string,
    private readonly clock: Clock,
  ) {}

  /** The key for `kid`, or null when the published set does not have it (even after one refetch). */
  async key(kid: string): Promise<KeyObject | null> {
    const now = this.clock.now().getTime();
    let set = this.cached && this.cached.expiresAt > now ? this.cached : await this.refresh();
    if (!set.keys.has(kid) && now - set.fetchedAt >= REFETCH_GAP_MS) set = await this.refresh();
    return set.keys.get(kid) ?? null;
  }

  private refresh(): Promise<CachedSet> {
    this.inflight ??= this.fetchSet().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async fetchSet(): Promise<CachedSet> {
    let res: Response;
    try {
      res = await fetch(this.url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (e) {
      throw new KeySetUnavailable(`Firebase key set unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) throw new KeySetUnavailable(`Firebase key set answered ${res.status}`);
    const keys = parseKeySet(await res.json().catch(() => null));
    const now = this.clock.now().getTime();
    this.cached = { keys, fetchedAt: now, expiresAt: now + maxAgeMs(res.headers.get('cache-control')) };
    return this.cached;
  }
}
