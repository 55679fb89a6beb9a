import { type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { createServerClient } from '../http/server-client';
import type { ShellProps } from '../ssr/shell';
import { feedQuery, settingsQuery } from './queries';
import { dehydratedProps, serverQueryClient } from '../ssr/query-state';

/**
 * Server data of /notifications and /settings/notification, read in-process with the user's token for the
 * first paint (shellPage({ signedIn: true }) already sent guests to /login). A failed read is left to the browser.
 */


export async function loadNotificationsPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<{ dehydratedState: DehydratedState }> {
  const qc = serverQueryClient();
  await qc.prefetchInfiniteQuery(feedQuery(createServerClient(ctx.req, shell.locale), shell.locale)).catch(() => undefined);
  return { dehydratedState: dehydratedProps(qc) };
}

export async function loadNotificationSettingsPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<{ dehydratedState: DehydratedState }> {
  const qc = serverQueryClient();
  await qc.prefetchQuery(settingsQuery(createServerClient(ctx.req, shell.locale))).catch(() => undefined);
  return { dehydratedState: dehydratedProps(qc) };
}
