import { describe, expect, it } from 'vitest';
import type { Translate } from './errors';
import { codeSchema, detailsSchema, emailSchema, loginSchema, passwordSchema, phoneSchema, phoneSignUpSchema, profileNameSchema } from './schemas';

const t: Translate = (key, options) => (options?.count !== undefined ? `${key}:${options.count}` : key);

/** The message of the first failing rule for `path`, or null when the values pass. */
async function errorOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, values: object, path: string): Promise<string | null> {
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (e) {
    const inner = (e as { inner: Array<{ path: string; message: string }> }).inner;
    return inner.find((i) => i.path === path)?.message ?? null;
  }
}

describe('auth form schemas (spec §5 messages)', () => {
  it('login: required, email or phone', async () => {
    const s = loginSchema(t);
    expect(await errorOf(s, { login: '', password: '' }, 'login')).toBe('validation.required');
    expect(await errorOf(s, { login: '', password: '' }, 'password')).toBe('validation.required');
    expect(await errorOf(s, { login: 'demo@', password: 'x' }, 'login')).toBe('validation.email.invalid');
    expect(await errorOf(s, { login: '12ab', password: 'x' }, 'login')).toBe('validation.phone.invalid');
    expect(await errorOf(s, { login: 'demo@groops.test', password: 'groops-demo' }, 'login')).toBeNull();
    expect(await errorOf(s, { login: '+1 202 555 0100', password: 'x' }, 'login')).toBeNull();
  });

  it('phone: required and valid', async () => {
    const s = phoneSchema(t);
    expect(await errorOf(s, { phone: '' }, 'phone')).toBe('validation.phone.required');
    expect(await errorOf(s, { phone: '   ' }, 'phone')).toBe('validation.phone.required');
    expect(await errorOf(s, { phone: '555' }, 'phone')).toBe('validation.phone.invalid');
    expect(await errorOf(s, { phone: '+12025550100' }, 'phone')).toBeNull();
  });

  it('email and code', async () => {
    expect(await errorOf(emailSchema(t), { email: '' }, 'email')).toBe('validation.required');
    expect(await errorOf(emailSchema(t), { email: 'nope' }, 'email')).toBe('validation.email.invalid');
    expect(await errorOf(emailSchema(t), { email: 'new@groops.test' }, 'email')).toBeNull();
    expect(await errorOf(codeSchema(t), { code: '' }, 'code')).toBe('validation.required');
    expect(await errorOf(codeSchema(t), { code: '12345' }, 'code')).toBe('validation.code.length');
    expect(await errorOf(codeSchema(t), { code: '123456' }, 'code')).toBeNull();
  });

  it('passwords: at least 6 characters and matching', async () => {
    const s = passwordSchema(t);
    expect(await errorOf(s, { password: '', password_confirmation: '' }, 'password')).toBe('validation.required');
    expect(await errorOf(s, { password: '12345', password_confirmation: '12345' }, 'password')).toBe('validation.password.min');
    expect(await errorOf(s, { password: '123456', password_confirmation: '654321' }, 'password_confirmation')).toBe('validation.passwords.dont.match');
    expect(await errorOf(s, { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, 'password')).toBe('validation.max.length:128');
    expect(await errorOf(s, { password: '123456', password_confirmation: '123456' }, 'password_confirmation')).toBeNull();
  });

  it('sign-up details: first name required, gender male or female', async () => {
    const ok = { firstname: 'Sam', lastname: '', password: 'secret1', password_confirmation: 'secret1', gender: 'female', referral: '' };
    expect(await detailsSchema(t).isValid(ok)).toBe(true);
    expect(await errorOf(detailsSchema(t), { ...ok, firstname: '  ' }, 'firstname')).toBe('validation.required');
    expect(await detailsSchema(t).isValid({ ...ok, gender: 'other' })).toBe(false);
    expect(await errorOf(detailsSchema(t), { ...ok, lastname: 'x'.repeat(101) }, 'lastname')).toBe('validation.max.length:100');
  });

  it('phone sign-up and profile names', async () => {
    const s = phoneSignUpSchema(t);
    expect(await errorOf(s, { phone: '', firstname: '', lastname: '', password: '1', password_confirmation: '2' }, 'phone')).toBe('validation.phone.required');
    expect(await errorOf(s, { phone: '', firstname: '', lastname: '', password: '1', password_confirmation: '2' }, 'password')).toBe('validation.password.min');
    expect(await errorOf(profileNameSchema(t), { firstname: '', lastname: '' }, 'firstname')).toBe('validation.required');
    expect(await profileNameSchema(t).isValid({ firstname: 'Alex', lastname: 'Rivera' })).toBe(true);
  });
});
