import Popover from '@mui/material/Popover';
import { useTranslation } from '@/ui/i18n/texts';
import { useId } from 'react';
import MuiScope from '../app/MuiScope';
import { CurrencyPicker, LanguagePicker } from './Picker';
import css from './settings.module.css';
import { ThemeToggle } from './ThemeToggle';

/** The phone header's settings: the same language and currency pickers and theme toggle as the wide header. */
export default function SettingsPanel({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <MuiScope>
      <Popover open anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }} slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } as object }}>
        <div className={css.panel} data-testid="settings-panel">
          <h2 id={titleId} className={css.title}>
            {t('settings.title')}
          </h2>
          <LanguagePicker />
          <CurrencyPicker />
          <div className={css.row}>
            <span>{t('settings.theme')}</span>
            <ThemeToggle />
          </div>
        </div>
      </Popover>
    </MuiScope>
  );
}
