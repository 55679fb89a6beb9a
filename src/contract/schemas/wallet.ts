import { z } from 'zod';
import { WALLET_HISTORY_TYPES } from '../wallet-kinds';
import { commonQuery, pagination, text, uuid } from './fields';

export { WALLET_CREDIT_TYPES, WALLET_HISTORY_TYPES, type WalletHistoryKind } from '../wallet-kinds';

/** `GET dashboard/user/wallet/histories`: paging plus optional filters by type or direction (money in / out). */
export const walletHistoryQuery = z.object({
  ...commonQuery,
  ...pagination,
  type: z.enum(WALLET_HISTORY_TYPES).optional(),
  direction: z.enum(['in', 'out']).optional(),
});

/**
 * An amount typed by a person in the chosen currency: positive, at most 2 decimals, bounded. The server turns
 * it into integer minor units of the default currency; nothing else about money comes from the client.
 */
export const typedAmount = () =>
  z
    .number('Must be a number')
    .positive('Must be more than 0')
    .max(1_000_000, 'At most 1000000')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most 2 decimals');

/** `POST dashboard/user/wallet/send`: `uuid` is the recipient's wallet uuid (from the recipient lookup). */
export const walletSendBody = z.strictObject({
  price: typedAmount(),
  uuid: uuid(),
  note: text(255, 0).optional(),
});

/** `GET dashboard/user/wallet/recipient`: one exact email or phone number, never a partial name. */
export const walletRecipientQuery = z.object({
  ...commonQuery,
  contact: text(191),
});

/** `GET dashboard/user/search-sending` (the contract's picker): the same exact-contact lookup, as a list. */
export const searchSendingQuery = z.object({
  ...commonQuery,
  search: text(191),
});
