import { z } from 'zod';
import { email, gender, otpCode, password, phone, text, uuid } from './fields';

/** Request shapes of the auth routes (contract §3.8, §0.6). */

const matching = <T extends { password: string; password_confirmation: string }>(s: z.ZodType<T>) =>
  s.refine((v) => v.password === v.password_confirmation, { message: "Passwords don't match", path: ['password_confirmation'] });

export const loginBody = z
  .strictObject({ email: email().optional(), phone: phone().optional(), password: z.string().min(1, 'Required').max(128) })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), { message: 'Send either email or phone', path: ['email'] });

/** Registration starts with an email (code by mail) or a phone (code by SMS), in the query or the body. */
export const registerInput = z
  .strictObject({ email: email().optional(), phone: phone().optional() })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), { message: 'Send either email or phone', path: ['email'] });

export const emailOnly = z.strictObject({ email: email() });
export const phoneOnly = z.strictObject({ phone: phone() });

const profileFields = {
  firstname: text(100),
  lastname: text(100).optional(),
  gender: gender().optional(),
  referral: text(64).optional(),
};

export const afterVerifyBody = matching(
  z.strictObject({ email: email(), ...profileFields, password: password(), password_confirmation: z.string() }),
);

/** Server-OTP completion; optional profile fields finish a sign-up in the same call. */
export const verifyPhoneBody = z
  .strictObject({
    verifyId: uuid(),
    verifyCode: otpCode(),
    firstname: text(100).optional(),
    lastname: text(100).optional(),
    gender: gender().optional(),
    referral: text(64).optional(),
    password: password().optional(),
    password_confirmation: z.string().optional(),
    type: z.literal('sms').optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: "Passwords don't match",
    path: ['password_confirmation'],
  });

export const otpConfirmBody = z.strictObject({ verifyId: uuid(), verifyCode: otpCode() });
export const codeParam = z.strictObject({ code: otpCode() });
export const emailQuery = z.object({ email: email(), lang: z.string().optional() });

export const otpSent = z.object({ verifyId: z.uuid(), phone: z.string(), message: z.string() });

/**
 * `auth/{provider}/callback` (contract §3.8 `{name, email, id, referral?}`). We also require the Firebase ID
 * token: the API trusts only what the token proves (uid, verified email), never `id`/`email` as posted.
 */
export const socialProviderParam = z.strictObject({ provider: z.enum(['google', 'facebook', 'apple', 'github']) });
export const socialCallbackBody = z.strictObject({
  id_token: z.string().min(1, 'Required').max(8192),
  id: z.string().min(1, 'Required').max(128),
  name: z.string().max(255).nullable().optional(),
  email: z.string().max(191).nullable().optional(),
  referral: text(64).optional(),
  avatar: z.string().max(2048).nullable().optional(),
});

/**
 * Phone sign-up / password reset after Firebase phone auth (contract §3.8 `type: "firebase"`). Like the social
 * callback we also require the Firebase ID token of that phone sign-in, and the number must be the token's.
 */
export const firebasePhoneBody = z
  .strictObject({
    type: z.literal('firebase'),
    id_token: z.string().min(1, 'Required').max(8192),
    phone: phone(),
    firstname: text(100).optional(),
    lastname: text(100).optional(),
    gender: gender().optional(),
    referral: text(64).optional(),
    password: password().optional(),
    password_confirmation: z.string().optional(),
  })
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    message: "Passwords don't match",
    path: ['password_confirmation'],
  });
export const firebasePhoneResetBody = z.strictObject({ type: z.literal('firebase'), id_token: z.string().min(1, 'Required').max(8192), phone: phone() });
