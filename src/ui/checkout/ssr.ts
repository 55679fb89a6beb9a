import { type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { failureStatus } from '../content/errors';
import { createServerClient } from '../http/server-client';
import { shopQuery } from '../shops/queries';
import type { ShellProps } from '../ssr/shell';
import { dehydratedProps, serverQueryClient } from '../ssr/query-state';

export interface CheckoutPageProps {
  id: string;
  dehydratedState: DehydratedState;
}

/** getServerSideProps' `load` of the checkout pages: the shop (404 when unknown), for the first paint. */
export async function loadCheckoutPage(ctx: GetServerSidePropsContext, shell: ShellProps): Promise<CheckoutPageProps | { notFound: true }> {
  const id = Array.isArray(ctx.params?.id) ? ctx.params.id[0] : ctx.params?.id;
  if (!id) return { notFound: true };
  const qc = serverQueryClient();
  try {
    await qc.fetchQuery(shopQuery(createServerClient(ctx.req, shell.locale), shell.locale, id));
  } catch (failure) {
    const status = failureStatus(failure);
    if (status === 404 || status === 400) return { notFound: true };
  }
  return { id, dehydratedState: dehydratedProps(qc) };
}
