import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import css from './group.module.css';

/**
 * Holds the group slot's room while its code loads (the slot renders in the browser only): the start row itself —
 * the same button text and line, in the visitor's language, wrapping at the visitor's width — but invisible and
 * out of the accessibility tree, so nothing moves when the real row replaces it. A fixed 40 px box did not fit a
 * phone, where the line wraps under the button: the menu below jumped ~46 px down after load (CLS 0.007).
 * A span, not a button: nothing here can take focus.
 */
export function GroupSlotPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className={`${css.slot} ${css.reserved}`} aria-hidden="true" data-testid="group-slot-placeholder">
      <div className={css.row}>
        <span className={`${ui.btn} ${ui.outlined}`}>{t('group.start.action')}</span>
        <p className={css.text}>{t('group.start.text')}</p>
      </div>
    </div>
  );
}
