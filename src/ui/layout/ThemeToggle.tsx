import { useTranslation } from 'next-i18next/pages';
import ui from '../app/plain.module.css';
import { useThemeMode } from '../app/ThemeMode';
import { MoonIcon, SunIcon } from '../app/icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'light' ? t('theme.switch.to.dark') : t('theme.switch.to.light');
  return (
    <button type="button" className={ui.icon} onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle" data-mode={mode}>
      {mode === 'light' ? <MoonIcon style={{ fontSize: 20 }} /> : <SunIcon style={{ fontSize: 20 }} />}
    </button>
  );
}
