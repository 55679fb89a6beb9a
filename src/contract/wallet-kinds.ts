/**
 * Wallet history kinds, free of zod so the storefront can import them (the wallet page's history filter) without
 * pulling the contract's schemas into its first load (~25 KB gzip). src/contract/schemas/wallet.ts re-exports them.
 */

/** Wallet history types (mirrors the database enum; the contract's four plus transfers and the referee bonus). */
export const WALLET_HISTORY_TYPES = ['topup', 'withdraw', 'referral_from_topup', 'referral_from_withdraw', 'referral_to_topup', 'transfer_in', 'transfer_out'] as const;
export type WalletHistoryKind = (typeof WALLET_HISTORY_TYPES)[number];
/** History types that add to the balance (the others take from it). */
export const WALLET_CREDIT_TYPES: readonly WalletHistoryKind[] = ['topup', 'transfer_in', 'referral_from_topup', 'referral_to_topup'];
