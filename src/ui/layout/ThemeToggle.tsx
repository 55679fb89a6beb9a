import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import { useThemeMode } from '../app/ThemeMode';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'light' ? t('theme.switch.to.dark') : t('theme.switch.to.light');
  return (
    <IconButton onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle" data-mode={mode}>
      <span aria-hidden style={{ fontSize: 20, lineHeight: 1 }}>{mode === 'light' ? '☾' : '☀'}</span>
    </IconButton>
  );
}
