import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { footerVariant } from './header-rules';
import css from './shell.module.css';

const PAGES = [
  ['/about', 'footer.about'],
  ['/blog', 'footer.blog'],
  ['/recipes', 'footer.recipes'],
  ['/careers', 'footer.careers'],
  ['/help', 'footer.help'],
  ['/privacy', 'footer.privacy'],
  ['/terms', 'footer.terms'],
] as const;
/** Ways to work with Groops: the seller and driver applications. */
const PARTNERS = [
  ['/be-seller', 'footer.be.seller'],
  ['/deliver', 'footer.deliver'],
] as const;
const APPS = [
  ['customer_app_ios', 'footer.customer.app', 'footer.app.store'],
  ['customer_app_android', 'footer.customer.app', 'footer.google.play'],
  ['delivery_app_ios', 'footer.delivery.app', 'footer.app.store'],
  ['delivery_app_android', 'footer.delivery.app', 'footer.google.play'],
  ['vendor_app_ios', 'footer.vendor.app', 'footer.app.store'],
  ['vendor_app_android', 'footer.vendor.app', 'footer.google.play'],
] as const;
const SOCIALS = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['twitter', 'X (Twitter)'],
] as const;

/** Only absolute https links from settings are rendered as links. */
const safeUrl = (v: string | undefined) => (v && /^https:\/\//.test(v) ? v : undefined);

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={css.column}>
      <h2 className={css.columnTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Footer by the `ui_type` setting (1; 2, 3 and 4 share one; unknown → 1) with the settings' links and contacts. */
export function Footer() {
  const { t } = useTranslation();
  const { settings } = useShell();
  const variant = footerVariant(settings.ui_type);
  const company = (
    <Column title={t('footer.company')}>
      {PAGES.map(([href, key]) => <NextLink key={href} href={href} className={css.link} prefetch={false}>{t(key)}</NextLink>)}
    </Column>
  );
  const partners = (
    <Column title={t('footer.partners')}>
      {PARTNERS.map(([href, key]) => <NextLink key={href} href={href} className={css.link} prefetch={false}>{t(key)}</NextLink>)}
    </Column>
  );
  const apps = (
    <Column title={t('footer.get.app')}>
      {APPS.map(([key, app, store]) => {
        const url = safeUrl(settings[key]);
        return url ? <a key={key} href={url} className={css.link} rel="noopener noreferrer" target="_blank">{`${t(app)} · ${t(store)}`}</a> : null;
      })}
    </Column>
  );
  const contact = (
    <Column title={t('footer.contact')}>
      {settings.address && (
        <p className={css.small}>
          <bdi>{settings.address}</bdi>
        </p>
      )}
      {settings.phone && <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} className={css.link} dir="ltr">{settings.phone}</a>}
      {settings.email && <a href={`mailto:${settings.email}`} className={css.link} dir="ltr">{settings.email}</a>}
      <div className={css.socials}>
        {SOCIALS.map(([key, label]) => {
          const url = safeUrl(settings[key]);
          return url ? <a key={key} href={url} className={css.link} rel="noopener noreferrer" target="_blank" aria-label={t('footer.social.link', { network: label })}>{label}</a> : null;
        })}
      </div>
    </Column>
  );
  return (
    <footer data-testid={`footer-${variant}`} className={`${css.footer} ${variant === 'shared' ? css.footerShared : ''}`}>
      <div className={`${css.columns} ${variant === 'shared' ? css.reverse : ''}`}>
        {company}
        {partners}
        {apps}
        {contact}
      </div>
      {/* In every language (the API's translations override the bundles); the one-language footer_text setting
          is the fallback for a missing text. */}
      <p className={css.footerText}>
        {t('footer.copyright', { year: new Date().getFullYear() })} {t('footer.text', { defaultValue: settings.footer_text })}
      </p>
    </footer>
  );
}
