/**
 * The one error catalogue of API v1: Foodyman-compatible `statusCode` strings with the HTTP status that fits
 * (contract §0.7). `key` names the message in the `errors` translation namespace.
 */
export const ERRORS = {
  NOT_LOGGED_IN: { http: 401, code: 'ERROR_100', key: 'not.logged.in', message: 'User is not logged in.' },
  BAD_CREDENTIALS: { http: 400, code: 'ERROR_102', key: 'login.invalid', message: 'Login or password is invalid' },
  USER_EXISTS: { http: 400, code: 'ERROR_106', key: 'user.exists', message: 'The email has already been taken.' },
  WALLET_MISSING: { http: 400, code: 'ERROR_108', key: 'wallet.missing', message: 'User has no wallet' },
  WALLET_INSUFFICIENT: { http: 400, code: 'ERROR_109', key: 'wallet.insufficient', message: 'Insufficient wallet balance' },
  OTP_WRONG: { http: 400, code: 'ERROR_201', key: 'otp.wrong', message: 'Wrong verification code' },
  OTP_LOCKED: { http: 429, code: 'ERROR_202', key: 'otp.locked', message: 'Too many attempts, request a new code' },
  OTP_EXPIRED: { http: 400, code: 'ERROR_203', key: 'otp.expired', message: 'Verification code expired' },
  BAD_CODE: { http: 400, code: 'ERROR_215', key: 'code.invalid', message: 'Verification code is invalid' },
  SHOP_EXISTS: { http: 409, code: 'ERROR_206', key: 'seller.shop.exists', message: 'You already have a shop' },
  APPLICATION_EXISTS: { http: 409, code: 'ERROR_207', key: 'application.exists', message: 'You have already applied; we are reviewing your application' },
  COUPON_INVALID: { http: 400, code: 'ERROR_250', key: 'coupon.invalid', message: 'Coupon is invalid or expired' },
  COUPON_USED: { http: 400, code: 'ERROR_251', key: 'coupon.used', message: 'Coupon already used' },
  VALIDATION: { http: 400, code: 'ERROR_400', key: 'validation', message: 'The given data was invalid.' },
  FORBIDDEN: { http: 403, code: 'ERROR_403', key: 'forbidden', message: 'You are not allowed to do this' },
  NOT_FOUND: { http: 404, code: 'ERROR_404', key: 'not.found', message: 'Not found' },
  METHOD_NOT_ALLOWED: { http: 405, code: 'ERROR_405', key: 'method.not.allowed', message: 'Method not allowed' },
  CONFLICT: { http: 409, code: 'ERROR_409', key: 'conflict', message: 'The request conflicts with the current state' },
  REQUEST_TIMEOUT: { http: 408, code: 'ERROR_408', key: 'request.timeout', message: 'The request body took too long to arrive' },
  PAYLOAD_TOO_LARGE: { http: 413, code: 'ERROR_413', key: 'payload.too.large', message: 'Request body is too large' },
  UNSUPPORTED_MEDIA: { http: 415, code: 'ERROR_415', key: 'unsupported.media', message: 'Send JSON (Content-Type: application/json)' },
  UNPROCESSABLE: { http: 422, code: 'ERROR_422', key: 'unprocessable', message: 'The request cannot be processed' },
  TOO_MANY_REQUESTS: { http: 429, code: 'ERROR_429', key: 'too.many.requests', message: 'Too many requests, try again later' },
  OTHER_SHOP: { http: 400, code: 'ERROR_400', key: 'other.shop', message: 'OTHER_SHOP' },
  OUT_OF_STOCK: { http: 409, code: 'ERROR_430', key: 'out.of.stock', message: 'Out of stock' },
  NOT_IN_POLYGON: { http: 400, code: 'ERROR_433', key: 'not.in.polygon', message: 'NOT_IN_POLYGON' },
  SHOP_OR_DELIVERY_ZONE: { http: 404, code: 'ERROR_404', key: 'shop.or.delivery.zone', message: 'SHOP_OR_DELIVERY_ZONE' },
  SERVER_ERROR: { http: 500, code: 'ERROR_500', key: 'server.error', message: 'Error occured. Please, try again later' },
  UNAVAILABLE: { http: 503, code: 'ERROR_503', key: 'unavailable', message: 'Service temporarily unavailable' },
} as const;

export type ErrorName = keyof typeof ERRORS;
export type ErrorEntry = (typeof ERRORS)[ErrorName];
