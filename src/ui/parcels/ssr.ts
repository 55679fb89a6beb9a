import type { GetServerSidePropsContext } from 'next';
import { withDetail, withPrefetch } from '../content/ssr';
import type { ShellProps } from '../ssr/shell';
import { parcelQuery, parcelsQuery, parcelTypesQuery } from './queries';

/**
 * Parcel pages (spec §6: signed-in only). Guests get "Please, login first" and no read; while the admin setting
 * `active_parcel` is off the pages say parcels are not offered, and read nothing either.
 */

export const parcelsOn = (shell: ShellProps) => shell.settings.active_parcel === '1';

const listPrefetch = withPrefetch((qc, http, locale) => qc.prefetchQuery(parcelsQuery(http, locale)));
const typesPrefetch = withPrefetch((qc, http, locale) => qc.prefetchQuery(parcelTypesQuery(http, locale)));
const detail = withDetail('id', (qc, http, locale, id) => qc.fetchQuery(parcelQuery(http, locale, id)));

export async function loadParcelsPage(ctx: GetServerSidePropsContext, shell: ShellProps) {
  return shell.user && parcelsOn(shell) ? listPrefetch(ctx, shell) : {};
}

export async function loadParcelCheckoutPage(ctx: GetServerSidePropsContext, shell: ShellProps) {
  return shell.user && parcelsOn(shell) ? typesPrefetch(ctx, shell) : {};
}

/** /parcels/[id]: the parcel, or the 404 page for a foreign, unknown or malformed id. */
export async function loadParcelPage(ctx: GetServerSidePropsContext, shell: ShellProps) {
  const raw = ctx.params?.id;
  const id = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  if (!/^[1-9][0-9]{0,11}$/.test(id)) return { notFound: true as const };
  return shell.user ? detail(ctx, shell) : { id };
}
