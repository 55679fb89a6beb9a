import { describe, expect, it } from 'vitest';
import { errorKey, failureStatus } from './errors';

describe('errorKey', () => {
  it('uses the catalogue key of a known statusCode', () => {
    expect(errorKey({ status: 400, data: { statusCode: 'ERROR_400' } })).toBe('validation');
    expect(errorKey({ status: 401, data: { statusCode: 'ERROR_100' } })).toBe('not.logged.in');
  });

  it('falls back on the HTTP status', () => {
    expect(errorKey({ status: 404, data: {} })).toBe('not.found');
    expect(errorKey({ status: 429, data: {} })).toBe('too.many.requests');
    expect(errorKey({ status: 503, data: {} })).toBe('unavailable');
    expect(errorKey({ status: 502, data: {} })).toBe('server.error');
  });

  it('names network failures and anything else', () => {
    expect(errorKey({ status: 0, data: { statusCode: 'NETWORK' } })).toBe('network');
    expect(errorKey(new Error('boom'))).toBe('unknown');
    expect(errorKey(undefined)).toBe('unknown');
  });
});

describe('failureStatus', () => {
  it('reads a numeric status only', () => {
    expect(failureStatus({ status: 404 })).toBe(404);
    expect(failureStatus({ status: '404' })).toBeUndefined();
    expect(failureStatus(null)).toBeUndefined();
  });
});
