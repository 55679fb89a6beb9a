import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { useRef, useState } from 'react';
import { clientOnly } from '../app/client-only';
import { useShell } from '../app/ShellContext';

// The QR code (and its encoder) loads on desktops only, where a phone may scan it.
const QrCode = clientOnly(() => import('./QrCode').then((m) => m.default));

/** The share link with Copy, the phone's share sheet (Web Share) on phones, and a QR code on desktops. */
export function ShareBox({ link, hasPassword }: { link: string; hasPassword: boolean }) {
  const { t } = useTranslation();
  const { device } = useShell();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const canShare = device !== 'desktop' && typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission (or an old browser): select the text so the user can copy it.
      input.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };
  const share = () => void navigator.share({ title: t('group.title'), text: t('group.share.text'), url: link }).catch(() => undefined);

  return (
    <Box data-testid="group-share" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('group.share.text')}
      </Typography>
      <TextInput value={link} size="small" fullWidth inputRef={input} label={t('group.share.link')} slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'group-share-link', onFocus: (e: { target: HTMLInputElement }) => e.target.select() } }} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={() => void copy()} data-testid="group-copy">
          {t('group.copy.link')}
        </Button>
        {canShare ? (
          <Button variant="outlined" size="small" onClick={share} data-testid="group-web-share">
            {t('group.share.action')}
          </Button>
        ) : null}
        <Typography component="span" variant="body2" role="status" aria-live="polite" sx={{ alignSelf: 'center', color: 'success.main' }} data-testid="group-copied">
          {copied ? t('group.copied') : ''}
        </Typography>
      </Box>
      {hasPassword ? (
        <Typography variant="body2" color="text.secondary" data-testid="group-has-password">
          {t('group.has.password')}
        </Typography>
      ) : null}
      {device === 'desktop' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <QrCode text={link} label={t('group.qr.label')} />
        </Box>
      ) : null}
    </Box>
  );
}
