import { describe, expect, it } from 'vitest';
import { isValidBirthday, profileDetailsSchema } from '../auth/schemas';
import { acceptableAvatar } from './AvatarUpload';

const t = (key: string) => key;

describe('profile form rules', () => {
  it('accepts real past birthdays only', () => {
    const today = new Date('2026-11-25T12:00:00Z');
    expect(['1990-05-17', '2000-02-29', '1900-01-01'].map((d) => isValidBirthday(d, today))).toEqual([true, true, true]);
    expect(['2026-02-30', '1899-12-31', '2027-01-01', '17/05/1990', ''].map((d) => isValidBirthday(d, today))).toEqual([false, false, false, false, false]);
  });

  it('gives the spec messages per field', async () => {
    const errors = await profileDetailsSchema(t)
      .validate({ firstname: '', lastname: '', email: 'nope', birthday: '2999-01-01', gender: 'robot' }, { abortEarly: false })
      .catch((e: { inner: Array<{ path: string; message: string }> }) => Object.fromEntries(e.inner.map((i) => [i.path, i.message])));
    expect(errors).toMatchObject({ firstname: 'validation.required', email: 'validation.email.invalid', birthday: 'validation.birthday.invalid' });
    expect(errors).toHaveProperty('gender');
  });

  it('lets only JPEG, PNG and WebP up to 2 MB reach the upload', () => {
    expect(acceptableAvatar({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe(true);
    expect(acceptableAvatar({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(false);
    expect(acceptableAvatar({ type: 'image/gif', size: 10 })).toBe(false);
    expect(acceptableAvatar({ type: 'image/svg+xml', size: 10 })).toBe(false);
  });
});
