import { applicationParams, driverApplicationBody, driverStatusBody, sellerApplicationBody, shopStatusBody } from '@/contract/schemas/applications';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { answerDriver, applyAsDriver, myDriverApplication } from './driver';
import { answerShop, applyAsSeller, myShop } from './seller';

/** Seller and delivery-driver applications, and the admin routes that answer them (contract §3 shops, §0.8). */
const tag = 'applications';

export const applicationRoutes = [
  defineRoute({
    method: 'POST', path: '/dashboard/user/shops', summary: 'Apply to be a seller: the shop is created with status new (409 when the user already has one)', tag, auth: 'required',
    body: sellerApplicationBody,
    handler: async ({ ctx, req, user, body }) => json(success(await applyAsSeller(ctx, user!, body, req.locale)), { status: 201 }),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/shops', summary: "The caller's shop and its review status (404 before applying)", tag, auth: 'required',
    handler: async ({ ctx, req, user }) => json(success(await myShop(ctx, user!, req.locale))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/deliveryman-applications', summary: 'Apply to deliver: vehicle, licence, working area and availability, stored as new (409 while one is open)', tag, auth: 'required',
    body: driverApplicationBody,
    handler: async ({ ctx, user, body }) => json(success(await applyAsDriver(ctx, user!, body)), { status: 201 }),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/deliveryman-applications', summary: "The caller's latest driver application and its status (404 before applying)", tag, auth: 'required',
    handler: async ({ ctx, user }) => json(success(await myDriverApplication(ctx, user!))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/admin/shops/:id/status', summary: 'Approve (owner becomes a seller) or reject a seller application (admin)', tag, auth: 'required',
    params: applicationParams, body: shopStatusBody,
    handler: async ({ ctx, req, user, params, body }) => json(success(await answerShop(ctx, user!, params.id, body, req.locale))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/admin/deliveryman-applications/:id/status', summary: 'Accept (applicant becomes a deliveryman) or reject a driver application (admin)', tag, auth: 'required',
    params: applicationParams, body: driverStatusBody,
    handler: async ({ ctx, user, params, body }) => json(success(await answerDriver(ctx, user!, params.id, body))),
  }),
];
