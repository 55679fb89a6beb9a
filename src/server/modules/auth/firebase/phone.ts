import type { AppContext } from '../../../context';
import { ApiError, invalid } from '../../../http/api-error';
import type { RequestInfo } from '../../../http/route';
import { hitWindow } from '../../security/throttle';
import { signInProvenPhone, signInResetPhone } from '../service';
import { verifiedClaims } from './sign-in';

/**
 * Firebase phone auth (the widget on #sign-in-button) proves a number on the client; the API believes it only
 * from a verified Firebase ID token of a `phone` sign-in whose `phone_number` is the posted number.
 */
async function provenPhone(ctx: AppContext, req: RequestInfo, body: { id_token: string; phone: string }): Promise<string> {
  const projectId = ctx.config.firebaseProjectId;
  if (!projectId) throw invalid({ type: ['Firebase sign-in is not configured'] });
  await hitWindow(ctx.db, `social:ip:${req.ip}`, 30, 60, ctx.clock.now());
  const claims = await verifiedClaims(ctx, projectId, body.id_token);
  if (claims.signInProvider !== 'phone' || claims.phone_number !== body.phone) {
    throw new ApiError('NOT_LOGGED_IN', { message: 'Invalid Firebase ID token' });
  }
  return body.phone;
}

export async function firebasePhoneSignIn(
  ctx: AppContext,
  req: RequestInfo,
  body: { id_token: string; phone: string; firstname?: string; lastname?: string; gender?: 'male' | 'female'; referral?: string; password?: string },
) {
  return signInProvenPhone(ctx, req, await provenPhone(ctx, req, body), body);
}

export async function firebasePhoneReset(ctx: AppContext, req: RequestInfo, body: { id_token: string; phone: string }) {
  return signInResetPhone(ctx, req, await provenPhone(ctx, req, body));
}
