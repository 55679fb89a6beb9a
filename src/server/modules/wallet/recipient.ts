import { and, eq } from 'drizzle-orm';
import { email as emailField, phone as phoneField } from '@/contract/schemas/fields';
import type { AppContext } from '../../context';
import { users, wallets } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { hitWindow } from '../security/throttle';
import { maskContact, shortName } from './present';

/** Lookups a signed-in user may make per window: plenty for paying friends, too few to sweep an address book. */
const LOOKUPS_PER_USER = 10;
const LOOKUPS_PER_IP = 30;
const WINDOW_SECONDS = 600;

/**
 * Finds the recipient of a transfer by one exact email or phone (never by name or prefix), for the confirmation
 * step only: a short name, the masked contact and the wallet uuid. Rate limited per user and per address (see
 * docs/security.md "Wallet recipient lookup"); unknown and inactive accounts answer the same 404.
 */
export async function findRecipient(ctx: AppContext, req: RequestInfo, auth: AuthUser, contact: string) {
  const now = ctx.clock.now();
  await hitWindow(ctx.db, `wallet-recipient:user:${auth.user.id}`, LOOKUPS_PER_USER, WINDOW_SECONDS, now);
  await hitWindow(ctx.db, `wallet-recipient:ip:${req.ip}`, LOOKUPS_PER_IP, WINDOW_SECONDS, now);
  const isEmail = contact.includes('@');
  const parsed = (isEmail ? emailField() : phoneField()).safeParse(contact);
  if (!parsed.success) throw invalid({ contact: ['Enter an email address or a phone number'] });
  const login = parsed.data;
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(isEmail ? eq(users.email, login) : eq(users.phone, login), eq(users.active, true)))
    .limit(1);
  if (!user) throw notFound('No user with this email or phone');
  if (user.id === auth.user.id) throw invalid({ contact: ['You cannot send money to yourself'] }, 'You cannot send money to yourself');
  await ctx.db.insert(wallets).values({ userId: user.id, price: 0 }).onConflictDoNothing();
  const [wallet] = await ctx.db.select({ uuid: wallets.uuid }).from(wallets).where(eq(wallets.userId, user.id)).limit(1);
  return { uuid: wallet.uuid, name: shortName(user) ?? maskContact(login), contact: maskContact(login) };
}

/**
 * The contract's `search-sending` picker on the same rule: one exact email or phone, never a name or a prefix.
 * Anything else, or nobody, is an empty list (a picker shows "no match"); the rate limits still count every call.
 */
export async function searchSending(ctx: AppContext, req: RequestInfo, auth: AuthUser, search: string) {
  const path = '/api/v1/dashboard/user/search-sending';
  try {
    const found = await findRecipient(ctx, req, auth, search.trim());
    const row = { uuid: found.uuid, firstname: found.name, lastname: null, contact: found.contact, active: true, role: 'user' };
    return paginate([row], 1, 1, 10, path);
  } catch (error) {
    if (error instanceof ApiError && (error.http === 404 || error.http === 422 || error.http === 400)) return paginate([], 0, 1, 10, path);
    throw error;
  }
}
