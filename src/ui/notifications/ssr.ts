import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { createServerClient } from '../http/server-client';
import type { ShellProps } from '../ssr/shell';
import { feedQuery, settingsQuery } from './queries';

/**
 * Server data of /notifications and /settings/notification, read in-process with the user's token for the
 * first paint (shellPage({ signedIn: true }) already sent guests to /login). A failed read is left to the browser.
 */

const serverQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
const toProps = (qc: QueryClient) => JSON.parse(JSON.stringify(dehydrate(qc))) as DehydratedState;

export async function loadNotificationsPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<{ dehydratedState: DehydratedState }> {
  const qc = serverQueryClient();
  await qc.prefetchInfiniteQuery(feedQuery(createServerClient(ctx.req, shell.locale), shell.locale)).catch(() => undefined);
  return { dehydratedState: toProps(qc) };
}

export async function loadNotificationSettingsPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<{ dehydratedState: DehydratedState }> {
  const qc = serverQueryClient();
  await qc.prefetchQuery(settingsQuery(createServerClient(ctx.req, shell.locale))).catch(() => undefined);
  return { dehydratedState: toProps(qc) };
}
