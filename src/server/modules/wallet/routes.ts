import { z } from 'zod';
import { commonQuery } from '@/contract/schemas/fields';
import { searchSendingQuery, walletHistoryQuery, walletRecipientQuery, walletSendBody } from '@/contract/schemas/wallet';
import { success } from '../../http/envelope';
import { runIdempotent } from '../../http/idempotency';
import { defineRoute, json } from '../../http/route';
import { listHistories } from './history';
import { findRecipient, searchSending } from './recipient';
import { sendMoney } from './transfer';

/** The customer's wallet (contract §3.7): history, recipient lookup and peer transfers. Top-ups: payments module. */
const tag = 'wallet';

export const walletRoutes = [
  defineRoute({
    method: 'GET', path: '/dashboard/user/wallet/histories', summary: 'The caller\'s wallet movements, newest first (filters: type, direction)', tag, auth: 'required',
    query: walletHistoryQuery,
    handler: async ({ ctx, req, user, query }) => json(await listHistories(ctx, req, user!, query)),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/wallet/recipient', summary: 'Find a transfer recipient by exact email or phone (short name, masked contact, wallet uuid; rate limited)', tag, auth: 'required',
    query: walletRecipientQuery,
    handler: async ({ ctx, req, user, query }) => json(success(await findRecipient(ctx, req, user!, query.contact))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/search-sending', summary: 'The contract\'s recipient picker: the same exact email or phone lookup as wallet/recipient, as a list of 0 or 1 (never a name search)', tag, auth: 'required',
    query: searchSendingQuery,
    handler: async ({ ctx, req, user, query }) => json(await searchSending(ctx, req, user!, query.search)),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/wallet/send', summary: 'Send money to another user\'s wallet in one transaction (never below 0; Idempotency-Key honoured)', tag, auth: 'required',
    query: z.object(commonQuery), body: walletSendBody,
    handler: async ({ ctx, req, user, query, body }) =>
      runIdempotent(ctx, req, user!.user.id, body, async (tx) => ({ status: 201, body: success(await sendMoney(tx, user!, body, query.currency_id, ctx.clock.now())) })),
  }),
];
