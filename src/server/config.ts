import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { corsOriginEntry } from './http/cors';
import { configuredPublicUrl } from '@/lib/public-url';

/**
 * Every setting of the built-in API, read from the environment in one place.
 * Defaults make a fresh clone run with no configuration.
 */
export interface ServerConfig {
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections per process: a checkout holds one for its whole transaction (defaultPoolSize). */
  databasePoolSize: number;
  /** Seed the demo marketplace into an empty database at start. */
  seedOnStart: boolean;
  /** Render demo images (skipped in API tests for speed). */
  seedImages: boolean;
  bodyLimitBytes: number;
  /** Largest accepted image upload (dashboard/galleries, the only route with a bigger body limit). */
  uploadLimitBytes: number;
  /** POST /locales/add records missing translation keys (development and tests; 404 in production). */
  recordMissingKeys: boolean;
  /** S3-compatible bucket for uploads and generated images; null = the local data folder. */
  s3: S3Config | null;
  /** A request body must have fully arrived this long after its headers (408 otherwise). */
  bodyTimeoutMs: number;
  /** Node's server: all request headers within this (slow-header clients), the whole request within this + body. */
  headersTimeoutMs: number;
  /** Cookie `Secure` flag: "auto" follows the request scheme (HTTPS or X-Forwarded-Proto). */
  cookieSecure: 'auto' | boolean;
  tokenTtlDays: number;
  smsProvider: 'outbox';
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Extra origins allowed to send cookie-authenticated writes (besides the request's own host). */
  allowedOrigins: string[];
  /** Origins of other web clients of the contract that get CORS answers (http/cors.ts); trusted like allowedOrigins. */
  corsOrigins: string[];
  /** PUBLIC_URL: the base of absolute image URLs (http/image-urls.ts); null = the request's own origin. */
  publicUrl: string | null;
  /**
   * Proxy addresses or CIDRs whose X-Forwarded-For / X-Forwarded-Proto are believed (client-address.ts).
   * Empty: every per-client limit uses the socket address and forwarded headers are ignored.
   */
  trustedProxies: string[];
  /** The demo customer the seed creates (README and .env.example name the defaults). */
  demoLogin: string;
  demoPassword: string;
  /** Demo operator: advances open orders one status per interval so customers see them move (orders module). */
  demoOperator: boolean;
  demoOperatorIntervalMs: number;
  /** How long a new order stays `new` before the operator accepts it (time for the customer to cancel). */
  demoOperatorNewHoldMs: number;
  /** Card gateway secrets by payment tag; a gateway is offered only when keyed (integrations/payments.ts). */
  paymentKeys: Record<string, string>;
  /** Firebase project whose ID tokens sign people in (Google/Facebook/Apple); null: third-party sign-in is off. */
  firebaseProjectId: string | null;
  /** Where the public keys of Firebase ID tokens are published (x509 PEM map or a JWK set). */
  firebaseKeysUrl: string;
  /** The built-in demo card gateway (a hosted page on our own server, integrations/payments/demo.ts). */
  paymentDemo: boolean;
  /** HMAC secret of the demo gateway's signed callbacks; unset → generated once per data directory. */
  paymentDemoSecret: string | null;
  /** Stripe webhook endpoint secret (whsec_…); Stripe is usable only with this and STRIPE_SECRET_KEY. */
  stripeWebhookSecret: string | null;
  /** Another Stripe API origin (e.g. a local fixture server in tests); unset → api.stripe.com. */
  stripeApiBase: string | null;
  /** ISO 4217 code of the default currency (amounts are stored in it): what card gateways charge in. */
  paymentCurrency: string;
  /** Address search and map-click → address (integrations/geocoder): the built-in gazetteer unless configured. */
  geocoder: GeocoderConfig;
  /**
   * Product search counts at most this many matches past the end of the asked page (meta.total is then a lower
   * bound, `meta.total_exact: false`): counting every match of a common word costs a pass over them (ADR 0016).
   */
  searchTotalCap: number;
}

export interface GeocoderConfig {
  provider: 'builtin' | 'nominatim' | 'google';
  /** Service base URL (Nominatim: required, e.g. a self-hosted instance; Google: defaults to maps.googleapis.com). */
  url: string | null;
  apiKey: string | null;
  timeoutMs: number;
}

/** GEOCODER=nominatim|google switches the adapter; a missing URL or key is a start-up error, not a silent fallback. */
function readGeocoder(env: NodeJS.ProcessEnv): GeocoderConfig {
  const provider = (env.GEOCODER || 'builtin').toLowerCase();
  const timeoutMs = Math.max(200, Number(env.GEOCODER_TIMEOUT_MS) || 4000);
  if (provider === 'builtin') return { provider, url: null, apiKey: null, timeoutMs };
  if (provider === 'nominatim') {
    if (!env.GEOCODER_URL) throw new Error('GEOCODER=nominatim needs GEOCODER_URL');
    return { provider, url: env.GEOCODER_URL, apiKey: null, timeoutMs };
  }
  if (provider === 'google') {
    if (!env.GOOGLE_MAPS_API_KEY) throw new Error('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
    return { provider, url: env.GEOCODER_URL || 'https://maps.googleapis.com', apiKey: env.GOOGLE_MAPS_API_KEY, timeoutMs };
  }
  throw new Error(`GEOCODER: "${provider}" is not builtin, nominatim or google`);
}

/** Google's published certificates for Firebase Authentication ID tokens. */
export const FIREBASE_KEYS_URL = 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
}

/** S3 storage only when a bucket is named; a half-configured bucket fails the start instead of losing uploads. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | null {
  if (!env.S3_BUCKET) return null;
  const missing = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    prefix: env.S3_PREFIX ?? 'storage/images',
  };
}

/** Payment tag → environment variable holding its secret. */
export const PAYMENT_KEY_ENV: Record<string, string> = {
  stripe: 'STRIPE_SECRET_KEY',
  razorpay: 'RAZORPAY_KEY_SECRET',
  'mercado-pago': 'MERCADO_PAGO_ACCESS_TOKEN',
  paystack: 'PAYSTACK_SECRET_KEY',
  flutterWave: 'FLUTTERWAVE_SECRET_KEY',
  paytabs: 'PAYTABS_SERVER_KEY',
  paypal: 'PAYPAL_CLIENT_SECRET',
};

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

const list = (value: string | undefined) => (value || '').split(',').map((s) => s.trim()).filter(Boolean);

/** A TRUSTED_PROXIES entry: an IP or an IP/prefix. A typo fails the start rather than silently trusting nobody. */
function proxyEntry(entry: string): string {
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  const bits = Number(prefix);
  const prefixOk = prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && bits <= (version === 6 ? 128 : 32));
  if (!version || !prefixOk || extra !== undefined) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
  return entry;
}

/**
 * PostgreSQL connections per server process when DATABASE_POOL_SIZE is not set: about four per core for all the
 * processes together (WEB_CONCURRENCY shares them), at least two. A bigger pool only adds backends that take turns on
 * the same cores: on 2 cores, 8 instead of 20 gave more orders/s and lower p99s on the cart routes (ADR 0049).
 */
export function defaultPoolSize(env: Record<string, string | undefined>, cores = os.availableParallelism()): number {
  const processes = Math.max(1, Math.min(64, Number(env.WEB_CONCURRENCY) || 1));
  return Math.max(2, Math.round((4 * cores) / processes));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const secure = env.COOKIE_SECURE;
  return {
    // Resolved at run time on purpose: the data directory is not part of the build.
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: Math.min(200, Math.max(1, Number(env.DATABASE_POOL_SIZE) || defaultPoolSize(env))),
    seedOnStart: bool(env.SEED_ON_START, true),
    seedImages: bool(env.SEED_IMAGES, true),
    bodyLimitBytes: Number(env.API_BODY_LIMIT_BYTES) || 1024 * 1024,
    uploadLimitBytes: Number(env.UPLOAD_LIMIT_BYTES) || 2 * 1024 * 1024,
    s3: s3Config(env),
    recordMissingKeys: env.NODE_ENV !== 'production',
    bodyTimeoutMs: Math.max(100, Number(env.API_BODY_TIMEOUT_MS) || 10_000),
    headersTimeoutMs: Math.max(1000, Number(env.HTTP_HEADERS_TIMEOUT_MS) || 15_000),
    cookieSecure: secure === undefined || secure === '' || secure === 'auto' ? 'auto' : bool(secure, false),
    tokenTtlDays: Number(env.TOKEN_TTL_DAYS) || 7,
    smsProvider: 'outbox',
    logLevel: (env.LOG_LEVEL as ServerConfig['logLevel']) || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    corsOrigins: list(env.CORS_ORIGINS).map(corsOriginEntry),
    publicUrl: configuredPublicUrl(env),
    trustedProxies: list(env.TRUSTED_PROXIES).map(proxyEntry),
    demoLogin: (env.DEMO_LOGIN || 'demo@groops.test').toLowerCase(),
    demoPassword: env.DEMO_PASSWORD || 'groops-demo',
    demoOperator: bool(env.DEMO_OPERATOR, true),
    demoOperatorIntervalMs: Math.max(200, Number(env.DEMO_OPERATOR_INTERVAL_MS) || 4000),
    demoOperatorNewHoldMs: Math.max(0, Number(env.DEMO_OPERATOR_NEW_HOLD_MS ?? 20_000) || 0),
    firebaseProjectId: env.FIREBASE_PROJECT_ID?.trim() || null,
    firebaseKeysUrl: env.FIREBASE_KEYS_URL?.trim() || FIREBASE_KEYS_URL,
    paymentKeys: Object.fromEntries(Object.entries(PAYMENT_KEY_ENV).flatMap(([tag, name]) => (env[name] ? [[tag, env[name]!]] : []))),
    paymentDemo: bool(env.PAYMENT_DEMO, true),
    paymentDemoSecret: env.PAYMENT_DEMO_SECRET || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
    stripeApiBase: env.STRIPE_API_BASE || null,
    paymentCurrency: (env.PAYMENT_CURRENCY || 'usd').toLowerCase(),
    geocoder: readGeocoder(env),
    searchTotalCap: Math.max(1, Math.floor(Number(env.SEARCH_TOTAL_CAP)) || 200),
  };
}
