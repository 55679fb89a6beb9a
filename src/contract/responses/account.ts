import { z } from 'zod';
import { user } from './common';

/** Account shapes (contract §3.8–3.9): sign-in answers, addresses, notifications. */

/** `auth/login`, provider callbacks: the token and who it belongs to. */
export const accessToken = z.object({ access_token: z.string(), token_type: z.string(), user });

/** `auth/after-verify`, `auth/verify/phone`, password reset: note the key `token`, not `access_token`. */
export const signedIn = z.object({ token: z.string(), user });

export const address = z.object({
  id: z.number(),
  title: z.string().nullable().optional(),
  active: z.boolean(),
  address: z.record(z.string(), z.unknown()),
  location: z.unknown(),
});

/** `dashboard/user/notifications`: one notification setting with the caller's choice. */
export const notificationSetting = z.object({
  id: z.number(),
  type: z.string(),
  notification: z.object({ active: z.boolean() }).partial().optional(),
});

/** `dashboard/notifications`: one message to the caller. */
export const pushNotification = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string().nullable().optional(),
  body: z.string().nullable().optional(),
  read_at: z.string().nullable().optional(),
  created_at: z.string().optional(),
});

/** `profile/notifications-statistic`: unread counts, a bare object (no envelope). */
export const notificationsStatistic = z.record(z.string(), z.number());
