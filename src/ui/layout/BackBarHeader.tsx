import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { backTarget } from './header-rules';
import { HeaderBar } from './HeaderBar';
import { UserMenu } from './UserMenu';

/** Checkout, profile, settings, help, order and be-seller pages: a back button instead of navigation. */
export function BackBarHeader() {
  const { t } = useTranslation();
  const router = useRouter();
  const goBack = () => {
    const target = backTarget(router.pathname.includes('[') ? router.asPath : router.pathname);
    if (target.kind === 'history') router.back();
    else void router.push(target.path);
  };
  return (
    <HeaderBar testId="back-header">
      <Button onClick={goBack} color="inherit" data-testid="back-button">
        <span aria-hidden style={{ marginInlineEnd: 8 }}>{'←'}</span>
        {t('header.back')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <UserMenu />
    </HeaderBar>
  );
}
