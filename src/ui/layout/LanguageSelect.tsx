import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';

/** Languages from the API; each lives under its own URL prefix, so a switch is a navigation (and survives reload). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const router = useRouter();
  const { languages, locale } = useShell();
  const available = languages.filter((l) => router.locales?.includes(l.locale));
  return (
    <TextField
      select
      size="small"
      value={locale}
      label={t('language.title')}
      onChange={(e) => void router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: e.target.value })}
      slotProps={{ htmlInput: { 'data-testid': 'language-select' } }}
      sx={{ minWidth: 120 }}
    >
      {available.map((l) => (
        <MenuItem key={l.locale} value={l.locale} data-testid={`language-${l.locale}`}>
          {l.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
