import { z } from 'zod';
import {
  afterVerifyBody, codeParam, emailQuery, firebasePhoneBody, firebasePhoneResetBody, loginBody, otpConfirmBody, phoneOnly, registerInput, socialCallbackBody,
  socialProviderParam, verifyPhoneBody,
} from '@/contract/schemas/auth';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { validate } from '../../http/validate';
import { firebasePhoneReset, firebasePhoneSignIn } from './firebase/phone';
import { firebaseSignIn } from './firebase/sign-in';
import * as auth from './service';

const signedIn = (r: { data: unknown; cookie: string | null }) => json(success(r.data), { cookies: r.cookie ? [r.cookie] : [] });

/**
 * Contract routes take some inputs in the query (POST auth/register?email=…); accept them in either place. The
 * keys every route tolerates (`lang`, and `currency_id`, which the storefront adds to every call) are not inputs.
 */
const queryOrBody = <T>(schema: z.ZodType<T>, query: Record<string, unknown>, body: unknown): T => {
  const { lang: _lang, currency_id: _currency, ...rest } = query;
  const fromBody = body && typeof body === 'object' ? body : {};
  return validate(schema, { ...rest, ...fromBody }, 'body');
};

/** Phone proofs come as a server code or, with `type: "firebase"`, as a Firebase phone sign-in. */
const isFirebase = (body: unknown) => Boolean(body && typeof body === 'object' && (body as { type?: unknown }).type === 'firebase');

export const authRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/login', summary: 'Sign in with email or phone and password', tag: 'auth', auth: 'none',
    body: loginBody,
    handler: async ({ ctx, req, body }) => signedIn(await auth.login(ctx, req, body)),
  }),
  defineRoute({
    method: 'POST', path: '/auth/register', summary: 'Start a sign-up: a 6-digit code by mail (email) or SMS (phone)', tag: 'auth', auth: 'none',
    query: z.record(z.string(), z.unknown()), body: z.unknown(),
    handler: async ({ ctx, req, query, body }) => json(success(await auth.startRegistration(ctx, req, queryOrBody(registerInput, query, body)))),
  }),
  defineRoute({
    method: 'POST', path: '/auth/resend-verify', summary: 'Send the email code again', tag: 'auth', auth: 'none',
    query: z.record(z.string(), z.unknown()), body: z.unknown(),
    handler: async ({ ctx, req, query, body }) => {
      const { email } = queryOrBody(z.strictObject({ email: emailQuery.shape.email }), query, body);
      return json(success(await auth.startRegistration(ctx, req, { email })));
    },
  }),
  defineRoute({
    method: 'GET', path: '/auth/verify/:code', summary: 'Confirm an email with its 6-digit code (with the email it was sent to)', tag: 'auth', auth: 'none',
    params: codeParam, query: emailQuery, secretParams: ['code'],
    handler: async ({ ctx, req, params, query }) => json(success(await auth.verifyEmailCode(ctx, req, params.code, query.email))),
  }),
  defineRoute({
    method: 'POST', path: '/auth/after-verify', summary: 'Finish an email sign-up with name and password', tag: 'auth', auth: 'none',
    body: afterVerifyBody,
    handler: async ({ ctx, req, body }) => signedIn(await auth.afterVerify(ctx, req, body)),
  }),
  defineRoute({
    method: 'POST', path: '/auth/verify/phone', summary: 'Phone sign-in or sign-up with the SMS code (server OTP), or with type "firebase" and the Firebase ID token of a phone sign-in', tag: 'auth', auth: 'none',
    // Validated in the handler: which schema applies depends on `type` (a union would blur the field errors).
    body: z.unknown(),
    handler: async ({ ctx, req, body }) => {
      if (isFirebase(body)) return signedIn(await firebasePhoneSignIn(ctx, req, validate(firebasePhoneBody, body, 'body')));
      return signedIn(await auth.verifyPhone(ctx, req, validate(verifyPhoneBody, body, 'body')));
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/forgot/password', summary: 'Password reset: send an SMS code', tag: 'auth', auth: 'none',
    query: z.record(z.string(), z.unknown()), body: z.unknown(),
    handler: async ({ ctx, req, query, body }) => json(success(await auth.forgotPasswordByPhone(ctx, req, queryOrBody(phoneOnly, query, body).phone))),
  }),
  defineRoute({
    method: 'POST', path: '/auth/forgot/password/confirm', summary: 'Password reset: confirm the SMS code and sign in', tag: 'auth', auth: 'none',
    body: z.unknown(),
    handler: async ({ ctx, req, body }) => {
      if (isFirebase(body)) return signedIn(await firebasePhoneReset(ctx, req, validate(firebasePhoneResetBody, body, 'body')));
      return signedIn(await auth.confirmPhoneReset(ctx, req, validate(otpConfirmBody, body, 'body')));
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/forgot/email-password', summary: 'Password reset: send a code by mail', tag: 'auth', auth: 'none',
    query: z.record(z.string(), z.unknown()), body: z.unknown(),
    handler: async ({ ctx, req, query, body }) => json(success(await auth.forgotPasswordByEmail(ctx, req, queryOrBody(z.strictObject({ email: emailQuery.shape.email }), query, body).email))),
  }),
  defineRoute({
    method: 'POST', path: '/auth/forgot/email-password/:code', summary: 'Password reset: confirm the mailed code and sign in', tag: 'auth', auth: 'none',
    params: codeParam, query: emailQuery, secretParams: ['code'],
    handler: async ({ ctx, req, params, query }) => signedIn(await auth.confirmEmailReset(ctx, req, params.code, query.email)),
  }),
  defineRoute({
    method: 'POST', path: '/auth/:provider/callback', summary: 'Sign in or up with Google, Facebook or Apple: a verified Firebase ID token (id_token) is required', tag: 'auth', auth: 'none',
    params: socialProviderParam, body: socialCallbackBody,
    handler: async ({ ctx, req, body }) => signedIn(await firebaseSignIn(ctx, req, body)),
  }),
  defineRoute({
    method: 'POST', path: '/auth/logout', summary: 'End this session and clear the cookie (also when the token is already dead)', tag: 'auth', auth: 'optional',
    handler: async ({ ctx, req, user }) => json(success(null, 'Logged out'), { cookies: [await auth.logout(ctx, req, user)] }),
  }),
];
