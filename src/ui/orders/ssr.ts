import { type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { failureStatus } from '../content/errors';
import { createServerClient } from '../http/server-client';
import type { ShellProps } from '../ssr/shell';
import { orderQuery, ordersQuery, refundsQuery } from './queries';
import { isOrderTab } from './tabs';
import { dehydratedProps, serverQueryClient } from '../ssr/query-state';

/**
 * Server data of the signed-in order pages, read in-process with the user's token and dehydrated for the first
 * paint. shellPage({ signedIn: true }) has already sent guests to /login and marked the answer private, no-store.
 */

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export interface OrdersPageProps {
  dehydratedState: DehydratedState;
}

/** /orders: the first page of the tab in the URL. A failed read is left to the browser. */
export async function loadOrdersPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<OrdersPageProps> {
  const qc = serverQueryClient();
  const tab = isOrderTab(first(ctx.query.tab)) ? (first(ctx.query.tab) as 'active' | 'history') : 'active';
  await qc.prefetchInfiniteQuery(ordersQuery(createServerClient(ctx.req, shell.locale), shell.locale, tab)).catch(() => undefined);
  return { dehydratedState: dehydratedProps(qc) };
}

export async function loadRefundsPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<OrdersPageProps> {
  const qc = serverQueryClient();
  await qc.prefetchInfiniteQuery(refundsQuery(createServerClient(ctx.req, shell.locale), shell.locale)).catch(() => undefined);
  return { dehydratedState: dehydratedProps(qc) };
}

export interface OrderPageProps {
  id: string;
  /** The API does not know this order for this user: the page says so, with HTTP 404. */
  missing: boolean;
  dehydratedState: DehydratedState;
}

/** /orders/[id]: the order, or a not-found page (404) for foreign, unknown or malformed ids. */
export async function loadOrderPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<OrderPageProps> {
  const id = first(ctx.params?.id) ?? '';
  const qc = serverQueryClient();
  let missing = !/^[1-9][0-9]{0,15}$/.test(id);
  if (!missing) {
    try {
      await qc.fetchQuery(orderQuery(createServerClient(ctx.req, shell.locale), shell.locale, id));
    } catch (failure) {
      const status = failureStatus(failure);
      missing = status === 404 || status === 400;
    }
  }
  if (missing) ctx.res.statusCode = 404;
  return { id, missing, dehydratedState: dehydratedProps(qc) };
}
