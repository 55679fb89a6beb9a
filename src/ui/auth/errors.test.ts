import { describe, expect, it } from 'vitest';
import { describeFailure, isHttpFailure, type Translate } from './errors';

const t: Translate = (key, options) => `${(options?.ns as string) ?? 'translation'}:${key}`;
const failure = (status: number, data: Record<string, unknown>) => ({ status, data });

describe('describeFailure', () => {
  it('shows the API message for bad credentials', () => {
    const view = describeFailure(failure(400, { statusCode: 'ERROR_102', message: 'Login or password is invalid' }), t, ['login', 'password']);
    expect(view).toEqual({ statusCode: 'ERROR_102', message: 'Login or password is invalid', fields: {} });
  });

  it('falls back to the translated text when the API sends no message', () => {
    expect(describeFailure(failure(400, { statusCode: 'ERROR_102' }), t).message).toBe('errors:login.invalid');
  });

  it('uses the too-many-requests text for 429, but the lock message for a locked code', () => {
    expect(describeFailure(failure(429, { statusCode: 'ERROR_429', message: 'Too many requests' }), t).message).toBe('errors:too.many.requests');
    const locked = describeFailure(failure(429, { statusCode: 'ERROR_202', message: 'Too many attempts, request a new code' }), t, ['code']);
    expect(locked).toMatchObject({ message: 'Too many attempts, request a new code', fields: {} });
  });

  it('puts a wrong code on the code field', () => {
    const view = describeFailure(failure(400, { statusCode: 'ERROR_201', message: 'Wrong verification code' }), t, ['code']);
    expect(view).toEqual({ statusCode: 'ERROR_201', message: null, fields: { code: 'Wrong verification code' } });
    expect(describeFailure(failure(400, { statusCode: 'ERROR_201', message: 'Wrong verification code' }), t, ['phone']).message).toBe('Wrong verification code');
  });

  it('places params on known fields (with aliases) and keeps the others as the message', () => {
    const taken = failure(400, { statusCode: 'ERROR_400', message: 'The email has already been taken.', params: { email: ['The email has already been taken.'] } });
    expect(describeFailure(taken, t, ['email'])).toEqual({ statusCode: 'ERROR_400', message: null, fields: { email: 'The email has already been taken.' } });
    expect(describeFailure(taken, t, ['login'], { email: 'login' }).fields).toEqual({ login: 'The email has already been taken.' });
    expect(describeFailure(taken, t, ['password']).message).toBe('The email has already been taken.');
    const code = failure(400, { statusCode: 'ERROR_400', message: 'Invalid', params: { verifyCode: ['Wrong verification code'], type: ['Not allowed'] } });
    expect(describeFailure(code, t, ['code'])).toEqual({ statusCode: 'ERROR_400', message: 'Not allowed', fields: { code: 'Wrong verification code' } });
  });

  it('reports network failures, server errors and non-HTTP errors', () => {
    expect(describeFailure(failure(0, { statusCode: 'NETWORK', message: 'network' }), t).message).toBe('errors:network');
    expect(describeFailure(failure(500, {}), t).message).toBe('errors:server.error');
    expect(describeFailure(new Error('boom'), t).message).toBe('errors:unknown');
    expect(describeFailure(failure(404, {}), t).message).toBe('errors:unknown');
  });

  it('shows the spec §8 message for sign-in library (Firebase) errors, nothing for a closed popup', () => {
    const firebase = (code: string) => Object.assign(new Error(code), { code });
    expect(describeFailure(firebase('auth/invalid-verification-code'), t).message).toBe('errors:otp.wrong');
    expect(describeFailure(firebase('auth/too-many-requests'), t).message).toBe('errors:too.many.requests');
    expect(describeFailure(firebase('auth/network-request-failed'), t).message).toBe('errors:network');
    expect(describeFailure(firebase('auth/popup-closed-by-user'), t).message).toBeNull();
  });

  it('recognises the HTTP client rejection shape', () => {
    expect(isHttpFailure({ status: 400, data: {} })).toBe(true);
    expect(isHttpFailure(new Error('x'))).toBe(false);
    expect(isHttpFailure(null)).toBe(false);
  });
});
