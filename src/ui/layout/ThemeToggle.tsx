import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { useShownTheme, useThemeMode } from '../app/ThemeMode';
import { MoonIcon, SunIcon } from '../app/icons';
import css from './shell.module.css';

/**
 * Light/dark. Both icons are sent and CSS shows the one for `data-mode`: before the browser has said which
 * scheme the device prefers (server HTML, hydration: 'system'), the media query picks it, so nothing flashes.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { toggle } = useThemeMode();
  const mode = useShownTheme();
  const label = t(mode === 'system' ? 'settings.theme' : mode === 'light' ? 'theme.switch.to.dark' : 'theme.switch.to.light');
  return (
    <button type="button" className={`${ui.icon} ${css.theme}`} onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle" data-mode={mode}>
      <MoonIcon style={{ fontSize: 20 }} />
      <SunIcon style={{ fontSize: 20 }} />
    </button>
  );
}
