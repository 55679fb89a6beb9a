import { object, string } from 'yup';

/** Form rules of the group order (spec §5: group password at least 6 characters; API: name 1–50, password ≤ 64). */
export const GROUP_PASSWORD_MIN = 6;
export const GROUP_PASSWORD_MAX = 64;
export const MEMBER_NAME_MAX = 50;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An optional password: empty means "no password", anything typed must be 6–64 characters. */
const optionalPassword = (t: Translate) =>
  string()
    .test('min', t('group.password.min'), (v) => !v || v.length >= GROUP_PASSWORD_MIN)
    .max(GROUP_PASSWORD_MAX, t('validation.max.length', { count: GROUP_PASSWORD_MAX }));

export const startGroupSchema = (t: Translate) => object({ password: optionalPassword(t) });

export const joinGroupSchema = (t: Translate) =>
  object({
    name: string().trim().required(t('validation.required')).max(MEMBER_NAME_MAX, t('validation.max.length', { count: MEMBER_NAME_MAX })),
    password: string().max(GROUP_PASSWORD_MAX, t('validation.max.length', { count: GROUP_PASSWORD_MAX })),
  });
