import type { GetServerSidePropsContext } from 'next';
import type { SuccessResponse } from '@/contract/envelope';
import { createServerClient } from '../http/server-client';
import type { ShellProps } from '../ssr/shell';

/** Where an application stands, as the applicant sees it; null before applying. */
export type ApplicationStatus = 'new' | 'accepted' | 'rejected';

export interface ApplicationPageProps {
  application: { status: ApplicationStatus; note: string | null } | null;
}

/** Shop statuses (new, edited, approved, rejected, inactive) as the applicant's three states. */
function fromShopStatus(status: string): ApplicationStatus {
  if (status === 'approved') return 'accepted';
  return status === 'rejected' || status === 'inactive' ? 'rejected' : 'new';
}

async function load(ctx: GetServerSidePropsContext, shell: ShellProps, path: string, toStatus: (s: string) => ApplicationStatus): Promise<ApplicationPageProps> {
  if (!shell.user) return { application: null };
  try {
    const res = (await createServerClient(ctx.req, shell.locale).get(path)) as unknown as SuccessResponse<{ status: string; status_note?: string }>;
    return { application: { status: toStatus(res.data.status), note: res.data.status_note ?? null } };
  } catch {
    // 404: not applied yet. Any other failure shows the form; sending it again answers "already applied".
    return { application: null };
  }
}

/** /be-seller: the signed-in user's shop, if any (`GET dashboard/user/shops`). */
export const loadSellerPage = (ctx: GetServerSidePropsContext, shell: ShellProps) => load(ctx, shell, 'dashboard/user/shops', fromShopStatus);

/** /deliver: the signed-in user's latest driver application, if any. */
export const loadDriverPage = (ctx: GetServerSidePropsContext, shell: ShellProps) =>
  load(ctx, shell, 'dashboard/user/deliveryman-applications', (s) => (s === 'accepted' || s === 'rejected' ? s : 'new'));
