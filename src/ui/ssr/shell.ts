import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { SuccessResponse } from '@/contract/envelope';
import type { Currency, Language, User } from '../types/api';
import { detectDevice, type DeviceType } from '../app/device';
import type { ThemeChoice } from '../app/theme';
import { chosenCurrencyId, CURRENCY_COOKIE } from '../currency/cookie';
import { createServerClient, readCookie } from '../http/server-client';
import { pageRouteOf, pageTranslations, type I18nProps } from '../i18n/page-translations';
import { publicOrigin } from '../seo/site';
import { guestPageKey, recordPage, serveStoredPage } from './guest-page-cache';
import { securePageResponse } from './page-security';
import { takeRenderTurn } from './render-gate';
import { attachSectionRender } from './section-cache';
import { directionOf, loadPublicData } from './public-data';
import { parseUserSettings, type UserSettings } from './user-settings';

/** What every page renders with: decided on the server from settings, translations, device and session. */
export interface ShellProps {
  locale: string;
  dir: 'ltr' | 'rtl';
  device: DeviceType;
  /** The theme cookie's choice; 'system' without one (the page follows prefers-color-scheme). */
  themeMode: ThemeChoice;
  uiVariant: number;
  settings: Record<string, string>;
  languages: Language[];
  currencies: Currency[];
  /** The currency cookie's choice while that currency is offered; null means the default one. */
  currencyId: number | null;
  user: User | null;
  /** The place chosen in the address picker (settings cookie), or null for the default position. */
  userSettings: UserSettings | null;
  /** A token cookie came with the request but no longer works: the client tells the user and signs out. */
  sessionExpired: boolean;
}

function uiVariant(query: GetServerSidePropsContext['query'], settings: Record<string, string>): number {
  const fromQuery = Number(query.v);
  if ([1, 2, 3, 4].includes(fromQuery)) return fromQuery;
  const fromSettings = Number(settings.ui_type);
  return [1, 2, 3, 4].includes(fromSettings) ? fromSettings : 1;
}

/** The signed-in user, checked against the API with the HttpOnly token (never trusted from a cookie alone). */
async function currentUser(ctx: GetServerSidePropsContext, locale: string): Promise<{ user: User | null; expired: boolean }> {
  if (!readCookie(ctx.req, 'access_token')) return { user: null, expired: false };
  try {
    const res = (await createServerClient(ctx.req, locale).get('dashboard/user/profile/show')) as unknown as SuccessResponse<User>;
    return { user: res.data, expired: false };
  } catch (failure) {
    return { user: null, expired: (failure as { status?: number }).status === 401 };
  }
}

/**
 * Guests without personal cookies see the same HTML per URL and device: a CDN may keep it briefly, and so does
 * guest-page-cache.ts (whose PERSONAL_COOKIES must list every cookie read here). Anything with a session is
 * private and never stored (reliability G25).
 */
function setCacheHeaders(ctx: GetServerSidePropsContext, hasSession: boolean, hasPreferences: boolean): void {
  if (hasSession) ctx.res.setHeader('Cache-Control', 'private, no-store');
  else if (hasPreferences) ctx.res.setHeader('Cache-Control', 'private, no-cache');
  else {
    ctx.res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
    ctx.res.setHeader('Vary', 'Cookie, User-Agent');
  }
}

export function localizedPath(locale: string, path: string, defaultLocale = 'en'): string {
  return locale === defaultLocale ? path : `/${locale}${path}`;
}

export async function loadShell(ctx: GetServerSidePropsContext, device: DeviceType = detectDevice(ctx.req.headers['user-agent'])): Promise<ShellProps & I18nProps> {
  const locale = ctx.locale ?? ctx.defaultLocale ?? 'en';
  const [data, session] = await Promise.all([loadPublicData(locale), currentUser(ctx, locale)]);
  // Built once per locale, page and text version (not per request), with only the keys this page can show.
  const i18n = await pageTranslations(locale, pageRouteOf(ctx.resolvedUrl), data.translations);
  const { user } = session;
  const theme = readCookie(ctx.req, 'theme');
  const userSettings = parseUserSettings(readCookie(ctx.req, 'settings'));
  const currencyCookie = readCookie(ctx.req, CURRENCY_COOKIE);
  setCacheHeaders(ctx, Boolean(user || readCookie(ctx.req, 'access_token')), Boolean(theme || userSettings || currencyCookie));
  return {
    ...i18n,
    locale,
    dir: directionOf(locale, data.languages),
    device,
    themeMode: theme === 'dark' || theme === 'light' ? theme : 'system',
    uiVariant: uiVariant(ctx.query, data.settings),
    settings: data.settings,
    languages: data.languages,
    currencies: data.currencies,
    currencyId: chosenCurrencyId(data.currencies, currencyCookie),
    user,
    userSettings,
    sessionExpired: session.expired,
  };
}

/** Props of a page rendered as "not found" (see `notFoundPage`). */
export interface NotFoundProps {
  pageNotFound: true;
}

/**
 * An unknown shop, restaurant or path: status 404, rendered inside the storefront (header, footer, translated)
 * instead of Next's bare 404 page, which has no shell. `_app` shows the not-found view for `pageNotFound`.
 * Client-side navigations get the same props as JSON with a 200 (a 404 there makes Next reload the page).
 */
function notFoundPage(ctx: GetServerSidePropsContext, shell: ShellProps & I18nProps): { props: ShellProps & I18nProps & NotFoundProps } {
  const dataRequest = Boolean(ctx.req.headers['x-nextjs-data']) || Boolean(ctx.req.url?.includes('/_next/data/'));
  if (!dataRequest) ctx.res.statusCode = 404;
  return { props: { ...shell, pageNotFound: true } };
}

/**
 * getServerSideProps for a page: the shell, plus the page's own data. `signedIn: true` sends guests to /login
 * from the server, whatever any middleware does.
 */
export function shellPage<P extends object = object>(
  opts: { signedIn?: boolean } = {},
  load?: (ctx: GetServerSidePropsContext, shell: ShellProps) => Promise<P | { notFound: true }>,
): GetServerSideProps {
  return async (ctx) => {
    const locale = ctx.locale ?? ctx.defaultLocale ?? 'en';
    const device = detectDevice(ctx.req.headers['user-agent']);
    const pageKey = guestPageKey(ctx.req, { locale, device, url: ctx.resolvedUrl, origin: publicOrigin(ctx.req) });
    const nonce = securePageResponse(ctx.req, ctx.res);
    // A response sent here ends the request: Next renders nothing more (its documented gSSP behaviour).
    if (pageKey && serveStoredPage(ctx.res, pageKey, nonce)) return { props: {} as never };
    const shell = await loadShell(ctx, device);
    if (opts.signedIn) ctx.res.setHeader('Cache-Control', 'private, no-store');
    if (opts.signedIn && !shell.user) {
      return { redirect: { destination: localizedPath(shell.locale, `/login?next=${encodeURIComponent(ctx.resolvedUrl)}`, ctx.defaultLocale), permanent: false } };
    }
    const own = load ? await load(ctx, shell) : ({} as P);
    // Reads overlap freely (an external API answers in its own time); the render that follows is CPU work.
    await takeRenderTurn(ctx.res);
    if ('notFound' in own) return notFoundPage(ctx, shell);
    if (pageKey) recordPage(ctx.res, pageKey, nonce);
    return { props: attachSectionRender(ctx.req, { ...shell, ...own }, { url: ctx.resolvedUrl, origin: publicOrigin(ctx.req), nonce }) };
  };
}

/** getServerSideProps of a path no page claims (src/pages/[...slug].tsx). */
export const notFoundServerSide: GetServerSideProps = shellPage({}, async () => ({ notFound: true }));
