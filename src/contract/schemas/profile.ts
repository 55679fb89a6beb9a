import { z } from 'zod';
import { email, gender, id, isoDate, password, phone, text } from './fields';

export const profileShowQuery = z.object({ currency_id: id().optional(), lang: z.string().optional() });

/** Editable profile fields only: role, wallet, verification flags and the like are refused (G22). */
export const profileUpdateBody = z.strictObject({
  firstname: text(100),
  lastname: text(100).optional(),
  birthday: isoDate().optional(),
  gender: gender().optional(),
  email: email().optional(),
  phone: phone().optional(),
  /** A new phone needs the code sent by profile/phone/send (ours; Foodyman clients verify through Firebase). */
  verifyId: z.uuid().optional(),
  verifyCode: z.string().regex(/^[0-9]{6}$/, 'Wrong verification code').optional(),
  images: z.array(z.string().max(500).regex(/^(\/storage\/images\/|https:\/\/)/, 'Must be an uploaded image URL')).max(1).optional(),
});

export const phoneChangeBody = z.strictObject({ phone: phone() });

/**
 * A new password. The current one is required unless the session signed in within the last 5 minutes (right
 * after a reset code, when the user does not know it); Foodyman clients call it `old_password`.
 */
export const passwordUpdateBody = z
  .strictObject({
    password: password(),
    password_confirmation: z.string(),
    current_password: z.string().max(128).optional(),
    old_password: z.string().max(128).optional(),
  })
  .refine((v) => v.password === v.password_confirmation, { message: "Passwords don't match", path: ['password_confirmation'] });

export const firebaseTokenBody = z.strictObject({ firebase_token: z.string().min(10).max(4096).regex(/^[A-Za-z0-9_:.-]+$/, 'Invalid token') });
