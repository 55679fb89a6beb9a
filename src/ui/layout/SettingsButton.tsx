import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { clientOnly } from '../app/client-only';
import ui from '../app/plain.module.css';
import { SettingsIcon } from '../app/icons';

const SettingsPanel = clientOnly(() => import('./SettingsPanel').then((m) => m.default));

/** Phones: one button for what the wide header shows inline (language, currency, theme); the panel loads on open. */
export function SettingsButton() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" className={ui.icon} onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('settings.title')} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} data-testid="settings-button">
        <SettingsIcon style={{ fontSize: 22 }} />
      </button>
      {anchor && <SettingsPanel anchor={anchor} onClose={() => setAnchor(null)} />}
    </>
  );
}
