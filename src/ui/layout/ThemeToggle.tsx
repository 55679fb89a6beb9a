import { useTranslation } from 'next-i18next/pages';
import ui from '../app/plain.module.css';
import { useThemeMode } from '../app/ThemeMode';
import { MoonIcon, SunIcon } from '../app/icons';
import css from './shell.module.css';

/**
 * Light/dark. Before the browser has said which scheme the device prefers (server HTML, hydration), both icons
 * are sent and CSS shows the right one, so nothing flashes.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useThemeMode();
  const label = mode === 'system' ? t('settings.theme') : mode === 'light' ? t('theme.switch.to.dark') : t('theme.switch.to.light');
  return (
    <button type="button" className={ui.icon} onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle" data-mode={mode}>
      {mode !== 'dark' && <MoonIcon className={mode === 'system' ? css.whenLight : undefined} style={{ fontSize: 20 }} />}
      {mode !== 'light' && <SunIcon className={mode === 'system' ? css.whenDark : undefined} style={{ fontSize: 20 }} />}
    </button>
  );
}
