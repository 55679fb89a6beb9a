import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';
import { footerVariant } from './header-rules';

const PAGES = [
  ['/about', 'footer.about'],
  ['/blog', 'footer.blog'],
  ['/careers', 'footer.careers'],
  ['/help', 'footer.help'],
  ['/privacy', 'footer.privacy'],
  ['/terms', 'footer.terms'],
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
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 180 }}>
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>{title}</Typography>
      {children}
    </Box>
  );
}

/** Footer by the `ui_type` setting (1; 2, 3 and 4 share one; unknown → 1) with the settings' links and contacts. */
export function Footer() {
  const { t } = useTranslation();
  const { settings } = useShell();
  const variant = footerVariant(settings.ui_type);
  const company = (
    <Column title={t('footer.company')}>
      {PAGES.map(([href, key]) => <Link key={href} component={NextLink} href={href} color="inherit" underline="hover">{t(key)}</Link>)}
    </Column>
  );
  const apps = (
    <Column title={t('footer.get.app')}>
      {APPS.map(([key, app, store]) => {
        const url = safeUrl(settings[key]);
        return url ? <Link key={key} href={url} color="inherit" underline="hover" rel="noopener noreferrer" target="_blank">{`${t(app)} · ${t(store)}`}</Link> : null;
      })}
    </Column>
  );
  const contact = (
    <Column title={t('footer.contact')}>
      {settings.address && <Typography variant="body2">{settings.address}</Typography>}
      {settings.phone && <Link href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} color="inherit" dir="ltr" sx={{ alignSelf: 'flex-start' }}>{settings.phone}</Link>}
      {settings.email && <Link href={`mailto:${settings.email}`} color="inherit" dir="ltr" sx={{ alignSelf: 'flex-start' }}>{settings.email}</Link>}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 0.5 }}>
        {SOCIALS.map(([key, label]) => {
          const url = safeUrl(settings[key]);
          return url ? <Link key={key} href={url} color="inherit" rel="noopener noreferrer" target="_blank" aria-label={t('footer.social.link', { network: label })}>{label}</Link> : null;
        })}
      </Box>
    </Column>
  );
  return (
    <Box component="footer" data-testid={`footer-${variant}`} sx={{ borderTop: 1, borderColor: 'divider', bgcolor: variant === 'shared' ? 'background.paper' : 'transparent', mt: 6 }}>
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: 3, py: 5, display: 'flex', flexWrap: 'wrap', gap: 5, flexDirection: variant === 'shared' ? 'row-reverse' : 'row', justifyContent: 'space-between' }}>
        {company}
        {apps}
        {contact}
      </Box>
      {settings.footer_text && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pb: 3, px: 2 }}>
          {settings.footer_text}
        </Typography>
      )}
    </Box>
  );
}
