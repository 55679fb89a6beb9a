import { clientOnly } from '../app/client-only';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import ui from '../app/plain.module.css';
import { useAppSelector } from '../store/hooks';
import { selectAddress, selectLocation } from '../store/slices/settings';
import { placeChosen } from './place';

/** The dialog (MUI, Leaflet) loads on the first click: the page only carries this button. */
const AddressDialog = clientOnly(() => import('./AddressDialog').then((m) => m.default));

/** "Deliver to" the chosen address or point; before anything is chosen, a call to choose one. A click opens the picker. */
export function AddressButton() {
  const { t } = useTranslation();
  const location = useAppSelector(selectLocation);
  const address = useAppSelector(selectAddress);
  const [open, setOpen] = useState(false);
  const chosen = placeChosen(location, address);
  return (
    <>
      <button
        type="button"
        className={`${ui.btn} ${chosen ? ui.outlined : ui.contained}`}
        onClick={() => setOpen(true)}
        data-testid="address-button"
        style={{ maxWidth: '100%' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {chosen ? (
            <>
              {t('header.deliver.to')}: <bdi>{address || location}</bdi>
            </>
          ) : (
            t('address.choose')
          )}
        </span>
      </button>
      {open ? <AddressDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
