import { useTranslation } from '@/ui/i18n/texts';
import { PageFrame } from '../content/PageFrame';
import { EmptyState } from '../content/States';
import { withNext } from './redirect';

/**
 * What a guest sees on a page only signed-in users can use (be-seller, parcels; spec §6): "Please, login first"
 * and a sign-in link that comes back here, instead of being sent to /login without a word.
 */
export function LoginFirst({ heading, next }: { heading: string; next: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame heading={heading} width={760} testId="login-first-page">
      <EmptyState title={t('auth.login.first')} text={t('auth.login.required.text')} action={{ href: withNext('/login', next), label: t('auth.login.action') }} testId="login-first" />
    </PageFrame>
  );
}
