import { describeAuthFailure, firebaseErrorCode } from '../firebase/auth-errors';
import type { HttpFailure } from '../http/client';

/** The slice of i18next's `t` the auth helpers use (easy to fake in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a form shows for a failed call: messages on its fields, and a message for the form as a whole. */
export interface FailureView {
  statusCode: string | null;
  message: string | null;
  fields: Record<string, string>;
}

/** API field names that a form names differently. */
const PARAM_ALIASES: Record<string, string> = { verifyCode: 'code', email: 'email', phone: 'phone' };
/** Code failures belong on the code field when the form has one. */
const CODE_ERRORS = new Set(['ERROR_201', 'ERROR_203', 'ERROR_215']);

export function isHttpFailure(error: unknown): error is HttpFailure {
  return Boolean(error && typeof error === 'object' && typeof (error as HttpFailure).status === 'number' && 'data' in error);
}

function headline(failure: HttpFailure, t: Translate): string {
  const { status, data } = failure;
  const api = typeof data?.message === 'string' && data.message ? data.message : null;
  const errors = (key: string) => t(key, { ns: 'errors' });
  if (status === 0) return errors('network');
  if (data?.statusCode === 'ERROR_202') return api ?? errors('otp.locked');
  if (status === 429) return errors('too.many.requests');
  if (data?.statusCode === 'ERROR_102') return api ?? errors('login.invalid');
  if (data?.statusCode === 'ERROR_201') return api ?? errors('otp.wrong');
  if (status >= 500) return api ?? errors('server.error');
  return api ?? errors('unknown');
}

/**
 * Turns a rejection of the HTTP client into what a form shows. `known` are the form's field names; `aliases`
 * maps API params onto them (e.g. the login form's one field takes both `email` and `phone` errors).
 */
export function describeFailure(error: unknown, t: Translate, known: readonly string[] = [], aliases: Record<string, string> = {}): FailureView {
  // Sign-in library (Firebase) failures: the spec §8 messages; a cancelled popup says nothing.
  if (firebaseErrorCode(error)) {
    const { key } = describeAuthFailure(error);
    return { statusCode: null, message: key ? t(key, { ns: 'errors' }) : null, fields: {} };
  }
  if (!isHttpFailure(error)) return { statusCode: null, message: t('unknown', { ns: 'errors' }), fields: {} };
  const statusCode = error.data?.statusCode ?? null;
  const message = headline(error, t);
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [param, messages] of Object.entries(error.data?.params ?? {})) {
    const text = Array.isArray(messages) ? messages[0] : String(messages);
    const field = aliases[param] ?? PARAM_ALIASES[param] ?? param;
    if (known.includes(field) && text) fields[field] = fields[field] ?? text;
    else if (text) unplaced.push(text);
  }
  if (statusCode && CODE_ERRORS.has(statusCode) && known.includes('code') && !fields.code) {
    fields.code = message;
    return { statusCode, message: null, fields };
  }
  if (Object.keys(fields).length > 0) return { statusCode, message: unplaced[0] ?? null, fields };
  return { statusCode, message: unplaced[0] ?? message, fields };
}
