import { useTranslation } from '@/ui/i18n/texts';
import plain from '../app/plain.module.css';
import type { SavedAddress } from './api';
import css from './saved-locations.module.css';

interface Props {
  address: SavedAddress;
  /** The address the storefront delivers to now. */
  chosen: boolean;
  onChoose: () => void;
  onEdit: () => void;
  onDefault: () => void;
  onDelete: () => void;
}

/** One saved address: title, street line and door details, with what can be done with it. */
export function AddressCard({ address: a, chosen, onChoose, onEdit, onDefault, onDelete }: Props) {
  const { t } = useTranslation();
  const details = [a.address.house && `${t('address.house')} ${a.address.house}`, a.address.floor && `${t('address.floor')} ${a.address.floor}`, a.address.entrance && `${t('address.entrance')} ${a.address.entrance}`].filter(Boolean);
  return (
    <div className={css.paper} data-testid="address-card" data-title={a.title ?? ''}>
      <div className={css.titleRow}>
        <h2 className={css.subtitle}>
          <bdi>{a.title}</bdi>
        </h2>
        {a.active ? (
          <span className={css.chip} data-testid="address-default-chip">
            {t('locations.default')}
          </span>
        ) : null}
      </div>
      <p className={css.body2} dir="auto">
        {a.address.address}
      </p>
      {details.length ? <p className={`${css.body2} ${css.muted}`}>{details.join(' · ')}</p> : null}
      <div className={css.actions}>
        <button type="button" className={`${plain.btn} ${plain.small} ${chosen ? plain.contained : plain.outlined}`} onClick={onChoose} aria-pressed={chosen} data-testid="address-choose">
          {t('address.deliver.here')}
        </button>
        {a.active ? null : (
          <button type="button" className={`${plain.btn} ${plain.small} ${plain.primary}`} onClick={onDefault} data-testid="address-make-default">
            {t('locations.set.default')}
          </button>
        )}
        <button type="button" className={`${plain.btn} ${plain.small} ${plain.primary}`} onClick={onEdit} data-testid="address-edit">
          {t('common.edit')}
        </button>
        <button type="button" className={`${plain.btn} ${plain.small} ${css.danger}`} onClick={onDelete} data-testid="address-delete">
          {t('common.delete')}
        </button>
      </div>
    </div>
  );
}
