import type { ConfirmationResult } from 'firebase/auth';
import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { User } from '../types/api';
import { firebaseApp } from './app';

/** Sends the SMS through Firebase, with the invisible verification widget on the form's #sign-in-button (spec §1). */
export async function sendFirebaseCode(phone: string): Promise<ConfirmationResult> {
  const [{ getAuth, RecaptchaVerifier, signInWithPhoneNumber }, app] = await Promise.all([import('firebase/auth'), firebaseApp()]);
  const auth = getAuth(app);
  const verifier = new RecaptchaVerifier(auth, 'sign-in-button', { size: 'invisible' });
  try {
    return await signInWithPhoneNumber(auth, phone, verifier);
  } finally {
    verifier.clear();
  }
}

/**
 * Confirms the code with Firebase, then hands the phone sign-in's ID token to the API, which checks it and signs
 * in (or up) the account of that number (`auth/verify/phone` or, for a reset, `auth/forgot/password/confirm`).
 */
export async function confirmFirebaseCode(
  confirmation: ConfirmationResult,
  code: string,
  phone: string,
  reset: boolean,
  details: Record<string, string | undefined> = {},
): Promise<User> {
  const [{ getAuth, signOut }, app] = await Promise.all([import('firebase/auth'), firebaseApp()]);
  const { user } = await confirmation.confirm(code);
  try {
    const body = { type: 'firebase', id_token: await user.getIdToken(), phone, ...(reset ? {} : details) };
    const answer = (await http.post(reset ? 'auth/forgot/password/confirm' : 'auth/verify/phone', body)) as SuccessResponse<{ user: User }>;
    return answer.data.user;
  } finally {
    await signOut(getAuth(app)).catch(() => {});
  }
}
