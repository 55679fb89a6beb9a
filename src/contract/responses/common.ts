import { z } from 'zod';

/** Shapes shared by many answers (contract §2 translations, §3.1, §4 User). */

/** Foodyman-style translation object of any entity. */
export const translation = z.object({
  id: z.number().optional(),
  locale: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  short_desc: z.string().optional(),
  address: z.string().optional(),
  question: z.string().optional(),
  answer: z.string().optional(),
  button_text: z.string().optional(),
});

export const latLng = z.object({ latitude: z.number(), longitude: z.number() });

export const language = z.object({
  id: z.number(),
  title: z.string(),
  locale: z.string(),
  backward: z.union([z.number(), z.boolean()]),
  default: z.union([z.number(), z.boolean()]),
  img: z.string().optional(),
});

export const currency = z.object({
  id: z.number(),
  symbol: z.string(),
  title: z.string(),
  rate: z.number(),
  default: z.union([z.boolean(), z.number()]),
  position: z.string(),
});

export const settingRow = z.object({ id: z.number(), key: z.string(), value: z.string() });

const wallet = z.object({
  id: z.number(),
  uuid: z.string(),
  price: z.number(),
  symbol: z.string().optional(),
  currency: z.object({ id: z.number(), symbol: z.string(), title: z.string().optional(), rate: z.number().optional() }).optional(),
});

export const user = z.object({
  id: z.number(),
  uuid: z.string(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  img: z.string().optional(),
  role: z.string(),
  gender: z.string().optional(),
  birthday: z.string().optional(),
  my_referral: z.string().optional(),
  empty_p: z.boolean().optional(),
  wallet: wallet.optional(),
  addresses: z
    .array(z.object({ id: z.number(), title: z.string().optional(), active: z.boolean(), address: z.record(z.string(), z.string()), location: z.unknown() }))
    .optional(),
  /** Referral counters (profile/show): friends who signed up with the code, bonuses earned as referrer / referee. */
  referral_invited_count: z.number().optional(),
  referral_from_topup_count: z.number().optional(),
  referral_from_topup_price: z.number().optional(),
  referral_to_topup_price: z.number().optional(),
});
