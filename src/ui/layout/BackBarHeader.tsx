import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { backTarget } from './header-rules';
import { HeaderBar } from './HeaderBar';
import css from './shell.module.css';
import { UserMenu } from './UserMenu';
import { BackArrowIcon } from '../app/icons';
import { useShell } from '../app/ShellContext';

/** Checkout, profile, settings, help, order and be-seller pages: a back button instead of navigation. */
export function BackBarHeader() {
  const { t } = useTranslation();
  const router = useRouter();
  const rtl = useShell().dir === 'rtl';
  const goBack = () => {
    const target = backTarget(router.pathname.includes('[') ? router.asPath : router.pathname);
    if (target.kind === 'history') router.back();
    else void router.push(target.path);
  };
  return (
    <HeaderBar testId="back-header">
      <button type="button" onClick={goBack} className={ui.btn} data-testid="back-button">
        <BackArrowIcon flip={rtl} style={{ marginInlineEnd: 8 }} />
        {t('header.back')}
      </button>
      <span className={css.grow} />
      <UserMenu />
    </HeaderBar>
  );
}
