import { z } from 'zod';
import { accessToken, address, notificationSetting, notificationsStatistic, pushNotification, signedIn } from './account';
import { brand, category, product, productHit, shopMenu } from './catalog';
import { language, currency, settingRow, user } from './common';
import { cart, cartTotals, coupon, joinedMember, payment, paymentProcess, walletHistory } from './commerce';
import { order, orderRefund } from './orders';
import { banner, blog, career, faq, landingPage, legalText, page, story } from './content';
import { collection, done, paginate, single } from './envelopes';
import { bookedInterval, bookingConfig, bookingShop, diningTable, shopSection, userBooking } from './booking';
import { parcel, parcelPrice, parcelReview, parcelType } from './parcels';
import { recipe, recipeDetail } from './recipes';
import { branch, review, shop, shopItem, shopTag } from './shops';

/**
 * The documented answer of each route, keyed "METHOD /path" as the route table spells it. src/server/routes.ts
 * attaches them to the routes (OpenAPI publishes them) and the API tests check every answer against them.
 */
export const responseSchemas: Record<string, z.ZodType> = {
  // §3.1 settings, i18n, currencies
  'GET /rest/settings': single(z.array(settingRow)),
  'GET /rest/translations/paginate': single(z.record(z.string(), z.string())),
  'GET /rest/languages/active': single(z.array(language)),
  'GET /rest/currencies/active': single(z.array(currency)),
  'GET /rest/referral': single(z.object({ id: z.number() })),
  'GET /rest/stat': single(z.object({ users: z.number(), orders: z.number() })),
  'GET /rest/landing-pages/:type': single(landingPage),
  // §3.2 shops
  'GET /rest/shops/paginate': paginate(shopItem),
  'GET /rest/shops/:id': single(shop),
  'GET /rest/shops/recommended': single(z.array(shopItem)),
  'GET /rest/shops/search': paginate(shopItem),
  'GET /rest/shops-takes': single(z.array(shopTag)),
  'GET /rest/shops/:id/reviews': paginate(review),
  'GET /rest/shop/delivery-zone/check/distance': done,
  'GET /rest/shop/:id/delivery-zone/check/distance': done,
  'GET /rest/branches': paginate(branch),
  'GET /rest/branches/paginate': paginate(branch),
  'GET /rest/branches/:id': single(branch),
  'POST /dashboard/user/shops': single(z.object({ id: z.number(), uuid: z.string(), status: z.string() })),
  // §3.3 catalogue
  'GET /rest/shops/:id/products': single(shopMenu),
  'GET /rest/products/:uuid': single(product),
  'GET /rest/products/search': paginate(productHit),
  'GET /rest/categories/paginate': paginate(category),
  'GET /rest/categories/:uuid': single(category),
  'GET /rest/brands/paginate': paginate(brand),
  // §3.4 content
  'GET /rest/banners/paginate': paginate(banner),
  'GET /rest/banners/:id': single(banner.extend({ shops: z.array(shopItem).optional(), shops_count: z.number().optional() })),
  'GET /rest/banners-ads': paginate(banner),
  'GET /rest/banners-ads/:id': single(banner.extend({ shops: z.array(shopItem).optional(), shops_count: z.number().optional() })),
  'GET /rest/stories/paginate': z.array(z.array(story)),
  'GET /rest/blogs/paginate': paginate(blog),
  'GET /rest/blogs/:uuid': single(blog),
  'GET /rest/last-blog/show': single(blog),
  'GET /rest/careers/paginate': paginate(career),
  'GET /rest/careers/:id': single(career),
  'GET /rest/faqs/paginate': paginate(faq),
  'GET /rest/policy': single(legalText),
  'GET /rest/term': single(legalText),
  'GET /rest/pages/:type': single(page),
  'GET /rest/pages/paginate': paginate(page),
  'GET /rest/receipts/paginate': paginate(recipe),
  // A Laravel resource wrapper: `{data}` without status.
  'GET /rest/receipts/:id': z.object({ data: recipeDetail }),
  // §3.5 cart
  // Ours answers `data: null` when the caller has no cart (the reference answers 404).
  'GET /dashboard/user/cart': single(cart.nullable()),
  'POST /dashboard/user/cart/insert-product': single(cart),
  'DELETE /dashboard/user/cart/product/delete': done,
  'DELETE /dashboard/user/cart/delete': done,
  'POST /dashboard/user/cart/calculate/:cart_id': single(cartTotals),
  'POST /dashboard/user/cart/open': single(cart),
  'POST /dashboard/user/cart/set-group/:cart_id': single(z.object({ id: z.number(), group: z.boolean() })),
  'DELETE /dashboard/user/cart/member/delete': done,
  'POST /rest/cart/open': single(joinedMember),
  'GET /rest/cart/:cart_id': single(cart),
  'POST /rest/cart/insert-product': single(cart),
  'DELETE /rest/cart/product/delete': done,
  'DELETE /rest/cart/member/delete': done,
  'POST /rest/cart/status/:user_cart_uuid': single(cart),
  // §3.6 orders
  'POST /rest/coupons/check': single(coupon),
  'POST /dashboard/user/orders': single(order),
  'GET /dashboard/user/orders/paginate': paginate(order),
  'GET /dashboard/user/orders/:id': single(order),
  'POST /dashboard/user/orders/:id/status/change': single(order),
  'POST /dashboard/user/orders/review/:id': done,
  'GET /dashboard/user/order-refunds/paginate': paginate(orderRefund),
  'POST /dashboard/user/order-refunds': single(orderRefund),
  // §3.7 payments and wallet
  'GET /rest/payments': collection(payment),
  'POST /payments/order/:id/transactions': single(order),
  'POST /payments/parcel-order/:id/transactions': single(parcel),
  'GET /dashboard/user/order-demo-process': single(paymentProcess),
  'POST /dashboard/user/order-demo-process': single(paymentProcess),
  'GET /dashboard/user/order-stripe-process': single(paymentProcess),
  'POST /dashboard/user/order-stripe-process': single(paymentProcess),
  'GET /dashboard/user/wallet/histories': paginate(walletHistory),
  'POST /dashboard/user/wallet/send': done,
  'GET /dashboard/user/search-sending': paginate(z.object({ uuid: z.string(), firstname: z.string(), lastname: z.null(), active: z.boolean() })),
  // §3.8 auth
  'POST /auth/login': single(accessToken),
  'POST /auth/register': done,
  'GET /auth/verify/:code': single(z.object({ email: z.string() })),
  'POST /auth/resend-verify': done,
  'POST /auth/after-verify': single(signedIn),
  'POST /auth/verify/phone': single(signedIn),
  'POST /auth/forgot/email-password': done,
  'POST /auth/forgot/email-password/:code': single(signedIn),
  'POST /auth/forgot/password/confirm': single(signedIn),
  'POST /auth/:provider/callback': single(accessToken),
  // §3.9 profile, addresses, notifications
  'GET /dashboard/user/profile/show': single(user),
  'PUT /dashboard/user/profile/update': single(user),
  'POST /dashboard/user/profile/password/update': single(user),
  'POST /dashboard/user/profile/firebase/token/update': done,
  'GET /dashboard/user/profile/notifications-statistic': notificationsStatistic,
  'GET /dashboard/user/notifications': single(z.array(notificationSetting)),
  'POST /dashboard/user/update/notifications': done,
  'GET /dashboard/notifications': paginate(pushNotification),
  'GET /dashboard/notifications/:id': single(pushNotification),
  'POST /dashboard/notifications/:id/read-at': done,
  'POST /dashboard/notifications/read-all': done,
  'GET /dashboard/user/addresses': paginate(address),
  'POST /dashboard/user/addresses': single(address),
  'PUT /dashboard/user/addresses/:id': single(address),
  'POST /dashboard/user/address/set-active/:id': done,
  'DELETE /dashboard/user/addresses/delete': done,
  // §3.10 reservations
  'GET /rest/booking/shops/paginate': paginate(bookingShop),
  'GET /rest/booking/shops/:id': single(bookingShop),
  'GET /rest/booking/bookings': paginate(bookingConfig),
  'GET /rest/booking/shop-sections': paginate(shopSection),
  'GET /rest/booking/shop-sections/:id': single(shopSection),
  'GET /rest/booking/tables': paginate(diningTable),
  'GET /rest/booking/disable-dates/table/:id': z.array(bookedInterval),
  'POST /dashboard/user/my-bookings': single(userBooking),
  'GET /dashboard/user/my-bookings': paginate(userBooking),
  'POST /dashboard/user/my-bookings/:id/status/change': single(userBooking),
  // §3.11 parcels
  'GET /rest/parcel-order/types': paginate(parcelType),
  'GET /rest/parcel-order/calculate-price': single(parcelPrice),
  'POST /dashboard/user/parcel-orders': single(parcel),
  'GET /dashboard/user/parcel-orders': paginate(parcel),
  'GET /dashboard/user/parcel-orders/:id': single(parcel),
  'POST /dashboard/user/parcel-orders/:id/status/change': single(parcel),
  'POST /dashboard/user/parcel-orders/deliveryman-review/:id': single(parcelReview),
};
