import { clientOnly } from '../app/client-only';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import ui from '../app/plain.module.css';
import { useAppSelector } from '../store/hooks';
import { selectAddress, selectLocation } from '../store/slices/settings';

/** The dialog (MUI, Leaflet) loads on the first click: the page only carries this button. */
const AddressDialog = clientOnly(() => import('./AddressDialog').then((m) => m.default));

/** "Deliver to": the chosen address or point; a click opens the picker. */
export function AddressButton() {
  const { t } = useTranslation();
  const location = useAppSelector(selectLocation);
  const address = useAppSelector(selectAddress);
  const [open, setOpen] = useState(false);
  const isDefault = location === DEFAULT_LOCATION_STRING;
  return (
    <>
      <button type="button" className={`${ui.btn} ${ui.outlined}`} onClick={() => setOpen(true)} data-testid="address-button" style={{ maxWidth: '100%' }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('header.deliver.to')}: <bdi>{address || (isDefault ? t('address.default.location') : location)}</bdi>
        </span>
      </button>
      {open ? <AddressDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
