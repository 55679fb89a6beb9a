/** Security headers of both halves: the API's (handler.ts) and the storefront's (src/ui/ssr/page-security.ts, src/proxy.ts). */
// The fixed values live in JSON because next.config.js sends them too, on the image optimizer's answers (ADR 0052).
import fixed from './fixed-security-headers.json';

/** Headers on every API answer (reliability G26). API answers are JSON: nothing may be framed or sniffed. */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
};

export const HSTS: string = fixed.hsts;

/**
 * Headers on every storefront answer: pages (page-security.ts), `_next/data`, public files (src/proxy.ts) and the
 * image optimizer (next.config.js).
 */
export const PAGE_SECURITY_HEADERS: Record<string, string> = fixed.page;

/**
 * Cross-Origin-Opener-Policy of a page. The sign-in pages keep a handle on Firebase's provider popup (it runs on
 * the Firebase auth domain) when Firebase sign-in is configured: `same-origin` would sever it, so those two pages
 * allow popups; every other page stays `same-origin`.
 */
export function pageCoop(path: string, firebaseSignIn = Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY)): string {
  return firebaseSignIn && /^(?:\/[a-z]{2})?\/(?:login|register)\/?$/.test(path) ? 'same-origin-allow-popups' : 'same-origin';
}

/** 128 random bits, base64: a fresh one for every response (never reused, even for a cached page). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The pages' policy: only scripts carrying this response's nonce run, and what they load (`strict-dynamic`:
 * Next's chunks, lazy components). No inline handlers, no eval — except under `next dev`, whose React needs
 * eval for its error overlays. Styles stay open: emotion injects <style> tags at run time.
 */
export function pageCsp(nonce: string, dev = process.env.NODE_ENV === 'development'): string {
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
