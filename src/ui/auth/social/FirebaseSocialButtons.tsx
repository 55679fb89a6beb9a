import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import MuiScope from '../../app/MuiScope';
import { useSession } from '../../app/Session';
import { describeAuthFailure, firebaseErrorCode } from '../../firebase/auth-errors';
import { signInWithProvider, type SocialProvider } from '../../firebase/social-sign-in';
import { describeFailure } from '../errors';
import { useFinishSignIn, useTranslate } from '../hooks';

export type { SocialProvider };
const PROVIDERS: SocialProvider[] = ['google', 'facebook', 'apple'];

/**
 * Google, Facebook and Apple through Firebase Authentication (loaded lazily by SocialSignIn, only when Firebase
 * is configured). Firebase's own failures show the spec §8 messages; the API's (token refused, email taken)
 * show its message.
 */
export default function FirebaseSocialButtons() {
  // The sign-in pages are plain CSS (ADR 0011): these MUI buttons bring MUI's theme with them, in their own chunk.
  return (
    <MuiScope>
      <SocialButtons />
    </MuiScope>
  );
}

function SocialButtons() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const finish = useFinishSignIn();
  const { logout } = useSession();
  const { query } = useRouter();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (provider: SocialProvider) => {
    if (busy) return;
    setBusy(provider);
    setError(null);
    try {
      const referral = typeof query.referral === 'string' ? query.referral : undefined;
      await finish(await signInWithProvider(provider, referral));
    } catch (e) {
      if (firebaseErrorCode(e)) {
        const failure = describeAuthFailure(e);
        if (failure.signOut) await logout();
        setError(failure.key ? translate(failure.key, { ns: 'errors' }) : null);
      } else {
        setError(describeFailure(e, translate).message);
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={1.5}>
      {PROVIDERS.map((p) => (
        <Button
          key={p}
          variant="outlined"
          fullWidth
          disabled={busy !== null}
          onClick={() => void start(p)}
          data-testid={`social-${p}`}
          sx={{ textTransform: 'none', py: 1 }}
        >
          {t(`auth.continue.${p}`)}
        </Button>
      ))}
      {error && (
        <Alert severity="error" role="alert" data-testid="social-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
