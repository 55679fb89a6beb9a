import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('storefront constants (spec §9)', () => {
  it('defaults to English', () => {
    expect(c.DEFAULT_LANGUAGE).toBe('en');
  });

  it('centres the map near Washington, DC, also as a "lat,lng" string', () => {
    expect(c.DEFAULT_LOCATION).toEqual({ lat: 38.9120424, lng: -77.035308 });
    expect(c.DEFAULT_LOCATION_STRING).toBe('38.9120424,-77.035308');
  });

  it('shows avatars at 60px', () => {
    expect(c.AVATAR_SIZE).toBe(60);
  });

  it('switches to the wide layout at 1140px and simulates 360/768/1140 for SSR', () => {
    expect(c.WIDE_BREAKPOINT).toBe(1140);
    expect(c.SIMULATED_WIDTHS).toEqual({ mobile: 360, tablet: 768, desktop: 1140 });
  });

  it('keeps 5 search terms', () => {
    expect(c.SEARCH_HISTORY_LIMIT).toBe(5);
  });

  it('keeps cookies 7 days', () => {
    expect(c.COOKIE_MAX_AGE_DAYS).toBe(7);
    expect(c.COOKIE_MAX_AGE_SECONDS).toBe(604_800);
  });

  it('gives up restoring persisted state after 5000 ms', () => {
    expect(c.PERSIST_TIMEOUT_MS).toBe(5000);
  });

  it('times HTTP calls out after 16000 ms', () => {
    expect(c.HTTP_TIMEOUT_MS).toBe(16_000);
  });

  it('caches queries 1 h fresh, 5 h kept, no focus refetch, no retry', () => {
    expect(c.QUERY).toEqual({ staleTime: 3_600_000, gcTime: 18_000_000, refetchOnWindowFocus: false, retry: false });
  });

  it('shows toasts top-right for 5000 ms', () => {
    expect(c.TOAST).toEqual({ position: 'top-right', autoClose: 5000 });
  });

  it('offers UI variants 1 to 4, default 1', () => {
    expect(c.UI_VARIANTS).toEqual([1, 2, 3, 4]);
    expect(c.DEFAULT_UI_VARIANT).toBe(1);
  });

  it('requires group order passwords of at least 6 characters', () => {
    expect(c.GROUP_PASSWORD_MIN).toBe(6);
  });

  it('refreshes sign-in tokens 5 minutes early and treats them as expired 30 s early', () => {
    expect(c.TOKEN_REFRESH_BEFORE_EXPIRY_MS).toBe(300_000);
    expect(c.TOKEN_EXPIRY_SKEW_MS).toBe(30_000);
  });

  it('backs off from 30 s, doubling, up to 960 s', () => {
    const { initialMs, factor, maxMs } = c.TOKEN_REFRESH_BACKOFF;
    const steps: number[] = [];
    for (let delay = initialMs; delay <= maxMs; delay *= factor) steps.push(delay / 1000);
    expect(steps).toEqual([30, 60, 120, 240, 480, 960]);
  });

  it('times sign-in network calls out after 30 s, 60 s on mobile', () => {
    expect(c.AUTH_NETWORK_TIMEOUT_MS).toEqual({ default: 30_000, mobile: 60_000 });
  });
});
