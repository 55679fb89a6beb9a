import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { User } from '../types/api';
import type { Gender } from './genders';

/** The auth and account calls of contract §3.8 and §3.9, all through the one HTTP client. */
export interface SignedIn {
  user: User;
}
export interface OtpSent {
  verifyId: string;
  phone: string;
}
export interface ProfileDetails {
  firstname: string;
  lastname?: string;
}
/** Everything /update-details and the phone change may send (contract: PUT dashboard/user/profile/update). */
export interface ProfileUpdate extends ProfileDetails {
  email?: string;
  birthday?: string;
  gender?: Gender;
  images?: string[];
  phone?: string;
  verifyId?: string;
  verifyCode?: string;
}
export interface PasswordPair {
  password: string;
  password_confirmation: string;
}
/** A new password; the API wants the current one unless the session signed in within the last 5 minutes. */
export interface PasswordChange extends PasswordPair {
  current_password?: string;
}
export type SignUpDetails = ProfileDetails & PasswordPair & { gender?: Gender; referral?: string };

const data = async <T>(call: Promise<unknown>): Promise<T> => ((await call) as SuccessResponse<T>).data;

/** Empty optional texts are left out: the API reads "" as a value (and refuses it), not as "not given". */
export function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

export const authApi = {
  login: (body: ({ email: string } | { phone: string }) & { password: string }) => data<SignedIn>(http.post('auth/login', body)),

  /** Email sign-up: the code goes by mail (`auth/register?email=`). */
  sendEmailCode: (email: string) => data<unknown>(http.post('auth/register', undefined, { params: { email } })),
  verifyEmail: (code: string, email: string) => data<{ email: string }>(http.get(`auth/verify/${encodeURIComponent(code)}`, { params: { email } })),
  afterVerify: (body: { email: string } & SignUpDetails) => data<SignedIn>(http.post('auth/after-verify', compact(body))),

  /** Phone sign-in or sign-up: the code goes by SMS; verifying signs in (and creates the account if new). */
  sendPhoneCode: (phone: string) => data<OtpSent>(http.post('auth/register', { phone })),
  verifyPhone: (body: { verifyId: string; verifyCode: string } & Partial<SignUpDetails>) => data<SignedIn>(http.post('auth/verify/phone', compact(body))),

  sendEmailReset: (email: string) => data<unknown>(http.post('auth/forgot/email-password', undefined, { params: { email } })),
  confirmEmailReset: (code: string, email: string) =>
    data<SignedIn>(http.post(`auth/forgot/email-password/${encodeURIComponent(code)}`, undefined, { params: { email } })),
  sendPhoneReset: (phone: string) => data<OtpSent>(http.post('auth/forgot/password', { phone })),
  confirmPhoneReset: (body: { verifyId: string; verifyCode: string }) => data<SignedIn>(http.post('auth/forgot/password/confirm', body)),

  updatePassword: (body: PasswordChange) => data<User>(http.post('dashboard/user/profile/password/update', compact(body))),
  updateProfile: (body: ProfileUpdate) => data<User>(http.put('dashboard/user/profile/update', compact(body))),
  /** A code to the new number; profile/update then takes it with the number. */
  sendPhoneChangeCode: (phone: string) => data<OtpSent>(http.post('dashboard/user/profile/phone/send', { phone })),
  /** Multipart upload (contract §2): the API answers the stored image's URL in `title`. */
  uploadImage: (file: File, type: 'users') => {
    const form = new FormData();
    form.set('image', file);
    form.set('type', type);
    return data<{ title: string; type: string }>(http.post('dashboard/galleries', form));
  },
};
