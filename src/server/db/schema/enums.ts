// Allowed values of the text "enum" columns. Each list backs a CHECK constraint in the
// schema; application code (validators, state machines) should import these lists.

export const userRoles = ['user', 'seller', 'moderator', 'deliveryman', 'waiter', 'cook', 'manager', 'admin'] as const;
export const genders = ['male', 'female'] as const;
export const otpChannels = ['sms', 'email'] as const;
export const otpPurposes = ['sign_up', 'reset_password', 'verify_email', 'reset_email', 'change_phone'] as const;
export const idempotencyStatuses = ['in_flight', 'done'] as const;
export const applicationStatuses = ['new', 'accepted', 'rejected'] as const;

export const translationGroups = ['translation', 'errors'] as const;
export const currencyPositions = ['before', 'after'] as const;

export const shopTypes = ['shop', 'restaurant'] as const;
export const shopStatuses = ['new', 'edited', 'approved', 'rejected', 'inactive'] as const;
export const deliveryTimeUnits = ['minute', 'hour', 'day', 'month'] as const;
export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const categoryTypes = ['main', 'blog', 'brand', 'shop', 'receipt', 'menu', 'career'] as const;
export const productStatuses = ['published', 'pending', 'unpublished'] as const;
export const extraGroupTypes = ['color', 'text', 'image'] as const;
/** Discounts, coupons and recipe bundle discounts: fixed amount or percent. */
export const discountTypes = ['fix', 'percent'] as const;
export const bonusTypes = ['sum', 'count'] as const;
/** Owners of `galleries` rows (shop images live in shop_galleries). */
export const galleryTypes = ['products', 'orders', 'order_refunds', 'reviews', 'shop_sections', 'parcel_orders'] as const;
export const reviewTargets = ['shop', 'deliveryman', 'waiter', 'product'] as const;

export const bannerTypes = ['banner', 'ads'] as const;
export const blogTypes = ['blog', 'notification'] as const;
export const pageTypes = ['delivery', 'about', 'about_second', 'about_three', 'about_fourth'] as const;

export const deliveryTypes = ['delivery', 'pickup', 'dine_in'] as const;
export const orderStatuses = ['new', 'accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'] as const;
export const refundStatuses = ['pending', 'accepted', 'canceled'] as const;

export const transactionStatuses = ['progress', 'paid', 'canceled', 'rejected', 'refund'] as const;
/**
 * Wallet history types. The contract's four, plus ours: `transfer_in` / `transfer_out` (peer transfers) and
 * `referral_to_topup` (the referee's bonus; `referral_from_topup` is the referrer's). Credits: topup,
 * transfer_in, referral_*_topup; debits: withdraw, transfer_out, referral_from_withdraw.
 */
export const walletHistoryTypes = ['topup', 'withdraw', 'referral_from_topup', 'referral_from_withdraw', 'referral_to_topup', 'transfer_in', 'transfer_out'] as const;
/** History types that add to the balance; the others take from it (the ledger check in tests sums them). */
export const walletCreditTypes = ['topup', 'transfer_in', 'referral_from_topup', 'referral_to_topup'] as const;
export const walletHistoryStatuses = ['processed', 'paid', 'rejected', 'canceled'] as const;

export const parcelStatuses = ['new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled', 'pending'] as const;
export const bookingStatuses = ['new', 'accepted', 'canceled'] as const;

export const notificationTypes = ['push', 'discount', 'order_verify', 'order_statuses'] as const;
export const chatSenders = ['user', 'shop', 'admin'] as const;

export type UserRole = (typeof userRoles)[number];
export type ShopType = (typeof shopTypes)[number];
export type ShopStatus = (typeof shopStatuses)[number];
export type ProductStatus = (typeof productStatuses)[number];
export type DeliveryType = (typeof deliveryTypes)[number];
export type OrderStatus = (typeof orderStatuses)[number];
export type RefundStatus = (typeof refundStatuses)[number];
export type TransactionStatus = (typeof transactionStatuses)[number];
export type WalletHistoryType = (typeof walletHistoryTypes)[number];
export type WalletHistoryStatus = (typeof walletHistoryStatuses)[number];
export type ParcelStatus = (typeof parcelStatuses)[number];
export type BookingStatus = (typeof bookingStatuses)[number];
export type DiscountType = (typeof discountTypes)[number];
export type WeekDay = (typeof weekDays)[number];
