/**
 * Firebase Authentication failures → the spec §8 messages (keys of the `errors` namespace). `signOut` marks the
 * failures after which the user is signed out (account disabled, Firebase session expired); `null` key: the
 * user cancelled (closed the popup), which needs no message.
 */
export interface AuthFailure {
  key: string | null;
  signOut: boolean;
}

const MESSAGES: Record<string, string | null> = {
  'auth/wrong-password': 'wrong.password',
  'auth/invalid-credential': 'login.invalid',
  'auth/invalid-login-credentials': 'login.invalid',
  'auth/email-already-in-use': 'email.in.use',
  'auth/account-exists-with-different-credential': 'email.in.use',
  'auth/credential-already-in-use': 'email.in.use',
  'auth/user-not-found': 'user.not.found',
  'auth/too-many-requests': 'too.many.requests',
  'auth/quota-exceeded': 'too.many.requests',
  'auth/invalid-verification-code': 'otp.wrong',
  'auth/missing-verification-code': 'otp.wrong',
  'auth/invalid-verification-id': 'otp.wrong',
  'auth/code-expired': 'code.expired',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  'auth/user-disabled': 'user.disabled',
  'auth/user-token-expired': 'session.expired',
  'auth/requires-recent-login': 'session.expired',
  'auth/popup-blocked': 'popup.closed',
  'auth/popup-closed-by-user': null,
  'auth/cancelled-popup-request': null,
  'auth/user-cancelled': null,
};
const SIGN_OUT = new Set(['auth/user-disabled', 'auth/user-token-expired']);

/** The `code` of a FirebaseError (or anything shaped like one), else null. */
export function firebaseErrorCode(error: unknown): string | null {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

export function describeAuthFailure(error: unknown): AuthFailure {
  const code = firebaseErrorCode(error);
  if (!code) return { key: 'unknown', signOut: false };
  return { key: code in MESSAGES ? MESSAGES[code] : 'unknown', signOut: SIGN_OUT.has(code) };
}
