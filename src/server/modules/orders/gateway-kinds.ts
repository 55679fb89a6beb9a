/** What a card payment is for; a transaction's `note` tells tips and top-ups apart from the order's own payment. */
export type PaymentKind = 'order' | 'tip' | 'topup' | 'parcel';
export const TIP_NOTE = 'Tip';
export const TOPUP_NOTE = 'Wallet top-up';

/** What payment_process.data holds for a gateway session (besides the contract's url, price, order_id). */
export interface SessionData {
  url: string;
  price: number;
  order_id?: number;
  parcel_id?: number;
  kind: PaymentKind;
  reference: string;
  amount: number;
  currency: string;
  transaction_id: number;
  success_url: string;
  cancel_url: string;
  provider_ref?: string;
}
