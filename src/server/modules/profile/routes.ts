import { z } from 'zod';
import { firebaseTokenBody, passwordUpdateBody, phoneChangeBody, profileShowQuery, profileUpdateBody } from '@/contract/schemas/profile';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { validate } from '../../http/validate';
import { sendPhoneChangeCode } from './phone';
import * as profile from './service';

export const profileRoutes = [
  defineRoute({
    method: 'GET', path: '/dashboard/user/profile/show', summary: 'The signed-in user with wallet and addresses', tag: 'profile', auth: 'required', readsProfile: true,
    query: profileShowQuery,
    handler: async ({ ctx, user, query }) => json(success(await profile.showProfile(ctx, user!, query.currency_id))),
  }),
  defineRoute({
    method: 'PUT', path: '/dashboard/user/profile/update', summary: 'Edit name, birthday, gender, avatar, email', tag: 'profile', auth: 'required',
    query: z.record(z.string(), z.unknown()), body: z.unknown(),
    handler: async ({ ctx, user, query, body }) => {
      // The "updatePhone" variant of the web client sends its fields in the query with an empty body.
      const { lang: _lang, currency_id: _currency, ...fromQuery } = query;
      const hasBody = body !== null && typeof body === 'object' && Object.keys(body).length > 0;
      const input = validate(profileUpdateBody, hasBody ? body : fromQuery, 'body');
      return json(success(await profile.updateProfile(ctx, user!, input)));
    },
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/profile/phone/send', summary: 'Send a code to a new phone number; profile/update then takes {phone, verifyId, verifyCode}', tag: 'profile', auth: 'required',
    body: phoneChangeBody,
    handler: async ({ ctx, req, user, body }) => json(success(await sendPhoneChangeCode(ctx, req, user!, body.phone))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/profile/password/update', summary: 'Set a new password: needs the current one unless signed in within 5 minutes (other sessions end)', tag: 'profile', auth: 'required',
    body: passwordUpdateBody,
    handler: async ({ ctx, user, body }) => json(success(await profile.updatePassword(ctx, user!, body))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/profile/firebase/token/update', summary: 'Register a web push token', tag: 'profile', auth: 'required',
    body: firebaseTokenBody,
    handler: async ({ ctx, user, body }) => json(success(await profile.addFirebaseToken(ctx, user!, body.firebase_token))),
  }),
];
