import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type ComponentProps } from 'react';
import { clientOnly } from '../app/client-only';
import { PlainAlert } from '../app/ErrorAlert';
import fieldCss from '../app/field.module.css';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { PageFrame } from '../content/PageFrame';
import { EmptyState, TextSkeleton } from '../content/States';
import { useAppSelector } from '../store/hooks';
import { selectLocationId } from '../store/slices/settings';
import { ADDRESSES_KEY, addressesQuery, deleteAddress, makeDefault, type SavedAddress } from './api';
import { AddressCard } from './AddressCard';
import css from './saved-locations.module.css';
import { useChooseAddress } from './useChooseAddress';

/**
 * The form (formik, yup, the street search and the map, built with MUI) opens on a tap: none of it is in the page's
 * first load, and it brings MUI's theme (MuiScope) with it, the page around it being plain CSS (ADR 0011).
 */
const AddressForm = clientOnly(
  () =>
    Promise.all([import('./AddressForm'), import('../app/MuiScope')]).then(([form, scope]) => {
      function ScopedAddressForm(props: ComponentProps<typeof form.AddressForm>) {
        return (
          <scope.default>
            <form.AddressForm {...props} />
          </scope.default>
        );
      }
      return ScopedAddressForm;
    }),
  () => <TextSkeleton lines={5} />,
);

/** /saved-locations: the customer's addresses: add (search or map), edit, delete, make default, deliver here. */
export function SavedLocationsView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const list = useQuery(addressesQuery(user?.id));
  const choose = useChooseAddress();
  const chosenId = useAppSelector(selectLocationId);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const [verdict, setVerdict] = useState<{ title: string; inZone: boolean } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ADDRESSES_KEY });
  // A new address becomes where the storefront delivers (the header says its title); an edit of the chosen one too.
  const saved = (a: SavedAddress) => {
    if (editing === 'new' || chosenId === String(a.id)) choose.saved(a);
    setEditing(null);
    setVerdict({ title: a.title ?? '', inZone: a.in_zone !== false });
    void notify('success', t('toast.address.saved'));
    void refresh();
  };
  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) void notify('success', done);
    } catch {
      void notify('error', t('error.request.not.sent'), 'address-action');
    }
    void refresh();
  };
  const addresses = list.data ?? [];
  return (
    <PageFrame heading={t('locations.title')} width={760} testId="saved-locations-page">
      {verdict ? (
        <div className={css.verdict}>
          <PlainAlert severity={verdict.inZone ? 'success' : 'warning'} testId="address-zone-verdict" data={{ 'data-in-zone': verdict.inZone }} onClose={() => setVerdict(null)} closeLabel={t('common.close')}>
            {t(verdict.inZone ? 'address.zone.in' : 'address.zone.out', { title: verdict.title })}
          </PlainAlert>
        </div>
      ) : null}
      {editing ? (
        <div className={`${css.paper} ${css.formPaper}`}>
          <AddressForm editing={editing === 'new' ? undefined : editing} onSaved={saved} onCancel={() => setEditing(null)} />
        </div>
      ) : (
        <button type="button" className={`${fieldCss.submit} ${fieldCss.medium} ${css.add}`} onClick={() => (setVerdict(null), setEditing('new'))} data-testid="address-add">
          {t('locations.add')}
        </button>
      )}
      {list.isSuccess && !addresses.length && !editing ? <EmptyState title={t('locations.empty.title')} text={t('locations.empty.text')} testId="addresses-empty" /> : null}
      <div className={css.list} data-testid="address-list">
        {addresses.map((a) => (
          <AddressCard
            key={a.id}
            address={a}
            chosen={chosenId === String(a.id)}
            onChoose={() => choose.saved(a)}
            onEdit={() => (setVerdict(null), setEditing(a))}
            onDefault={() => void act(() => makeDefault(a.id))}
            onDelete={() => window.confirm(t('locations.delete.confirm')) && void act(() => deleteAddress(a.id), t('toast.address.deleted'))}
          />
        ))}
      </div>
    </PageFrame>
  );
}
