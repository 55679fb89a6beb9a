/** The genders a profile may name (kept apart from the yup rules so forms can list them without loading yup). */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
