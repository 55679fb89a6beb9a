import { mixed, object, ref, string } from 'yup';
import { CODE_LENGTH } from './code';
import { GENDERS, type Gender } from './genders';
import type { Translate } from './errors';
import { normalizePhone } from './phone';

/** Form rules of the sign-in pages with the messages of spec §5, translated. Bounds mirror the API's. */
export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;
const NAME_MAX = 100;
const EMAIL_MAX = 191;

const required = (t: Translate) => t('validation.required');
const maxLength = (t: Translate, count: number) => t('validation.max.length', { count });

export const emailField = (t: Translate) =>
  string().trim().required(required(t)).email(t('validation.email.invalid')).max(EMAIL_MAX, maxLength(t, EMAIL_MAX));

export const phoneField = (t: Translate) =>
  string()
    .trim()
    .required(t('validation.phone.required'))
    .test('phone', t('validation.phone.invalid'), (v) => !v || normalizePhone(v) !== null);

export const codeField = (t: Translate) =>
  string().required(required(t)).matches(new RegExp(`^[0-9]{${CODE_LENGTH}}$`), t('validation.code.length'));

const nameFields = (t: Translate) => ({
  firstname: string().trim().required(required(t)).max(NAME_MAX, maxLength(t, NAME_MAX)),
  lastname: string().trim().max(NAME_MAX, maxLength(t, NAME_MAX)),
});

const passwordFields = (t: Translate) => ({
  password: string().required(required(t)).min(PASSWORD_MIN, t('validation.password.min')).max(PASSWORD_MAX, maxLength(t, PASSWORD_MAX)),
  password_confirmation: string()
    .required(required(t))
    .oneOf([ref('password')], t('validation.passwords.dont.match')),
});

export const loginSchema = (t: Translate) =>
  object({
    login: string()
      .trim()
      .required(required(t))
      .test('login', function check(value) {
        if (!value) return true;
        if (value.includes('@')) return emailField(t).isValidSync(value) || this.createError({ message: t('validation.email.invalid') });
        return normalizePhone(value) !== null || this.createError({ message: t('validation.phone.invalid') });
      }),
    password: string().required(required(t)).max(PASSWORD_MAX, maxLength(t, PASSWORD_MAX)),
  });

export const phoneSchema = (t: Translate) => object({ phone: phoneField(t) });
export const emailSchema = (t: Translate) => object({ email: emailField(t) });
export const codeSchema = (t: Translate) => object({ code: codeField(t) });

/** Phone sign-up collects the profile before the code is sent; the verify call creates the account with it. */
export const phoneSignUpSchema = (t: Translate) => object({ phone: phoneField(t), ...nameFields(t), ...passwordFields(t) });

export { GENDERS, type Gender };

export const detailsSchema = (t: Translate) =>
  object({
    ...nameFields(t),
    ...passwordFields(t),
    gender: mixed<Gender>().oneOf([...GENDERS]).required(required(t)),
    referral: string().trim().max(64, maxLength(t, 64)),
  });

export const passwordSchema = (t: Translate) => object(passwordFields(t));

/** A new password from a signed-in page: the current one is optional here (not known right after a reset code). */
export const passwordChangeSchema = (t: Translate) =>
  object({ current_password: string().max(PASSWORD_MAX, maxLength(t, PASSWORD_MAX)), ...passwordFields(t) });
export const profileNameSchema = (t: Translate) => object(nameFields(t));

/** A real calendar date (YYYY-MM-DD) between 1900 and today. */
export function isValidBirthday(value: string, today = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value && Number(m[1]) >= 1900 && date.getTime() <= today.getTime();
}

/** /update-details: names, email, birthday and gender with the messages of spec §5 (email and birthday optional). */
export const profileDetailsSchema = (t: Translate) =>
  object({
    ...nameFields(t),
    email: string().trim().email(t('validation.email.invalid')).max(EMAIL_MAX, maxLength(t, EMAIL_MAX)),
    birthday: string().test('birthday', t('validation.birthday.invalid'), (v) => !v || isValidBirthday(v)),
    gender: mixed<Gender>().oneOf([...GENDERS]).required(required(t)),
  });

/** The phone change: the new number first, then the code sent to it. */
export const phoneChangeSchema = (t: Translate, step: 'phone' | 'code') => object(step === 'phone' ? { phone: phoneField(t) } : { phone: phoneField(t), code: codeField(t) });
