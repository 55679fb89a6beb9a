import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/errors.json';
import { describeAuthFailure } from './auth-errors';

const fail = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: 'FirebaseError' });

describe('Firebase sign-in errors → spec §8 messages', () => {
  it.each([
    ['auth/wrong-password', 'Wrong password'],
    ['auth/invalid-credential', 'Login or password is invalid'],
    ['auth/email-already-in-use', 'The email has already been taken.'],
    ['auth/account-exists-with-different-credential', 'The email has already been taken.'],
    ['auth/user-not-found', "We couldn't find an account with these details"],
    ['auth/too-many-requests', 'Too many requests. Please, wait a moment and try again.'],
    ['auth/invalid-verification-code', 'Wrong verification code'],
    ['auth/code-expired', 'The code has expired. Please, request a new one.'],
    ['auth/network-request-failed', 'Network error. Check your connection and try again.'],
  ])('%s → %s', (code, text) => {
    const { key, signOut } = describeAuthFailure(fail(code));
    expect(en[key as keyof typeof en]).toBe(text);
    expect(signOut).toBe(false);
  });

  it('signs the user out when the account is disabled or the session expired', () => {
    expect(describeAuthFailure(fail('auth/user-disabled'))).toEqual({ key: 'user.disabled', signOut: true });
    expect(describeAuthFailure(fail('auth/user-token-expired'))).toEqual({ key: 'session.expired', signOut: true });
  });

  it('says nothing when the user closed the popup; a generic message for anything else', () => {
    expect(describeAuthFailure(fail('auth/popup-closed-by-user')).key).toBeNull();
    expect(describeAuthFailure(fail('auth/cancelled-popup-request')).key).toBeNull();
    expect(describeAuthFailure(fail('auth/some-new-code')).key).toBe('unknown');
    expect(describeAuthFailure(new Error('boom')).key).toBe('unknown');
    expect(describeAuthFailure(null).key).toBe('unknown');
  });
});
