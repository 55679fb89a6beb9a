import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';

export type SocialProvider = 'google' | 'facebook' | 'apple';
const PROVIDERS: SocialProvider[] = ['google', 'facebook', 'apple'];

/**
 * Stub of the Firebase adapter (loaded lazily by SocialSignIn). The real adapter signs in with the provider's
 * popup, then posts the Firebase identity to `auth/{provider}/callback` (Apple to the google callback) and
 * signs the returned user in. Until it exists, the buttons say the method is not configured.
 */
export default function FirebaseSocialButtons() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState(false);
  return (
    <Stack spacing={1.5}>
      {PROVIDERS.map((p) => (
        <Button key={p} variant="outlined" fullWidth onClick={() => setNotice(true)} data-testid={`social-${p}`} sx={{ textTransform: 'none', py: 1 }}>
          {t(`auth.continue.${p}`)}
        </Button>
      ))}
      {notice && (
        <Alert severity="info" role="status" data-testid="social-not-configured">
          {t('auth.social.not.configured')}
        </Alert>
      )}
    </Stack>
  );
}
