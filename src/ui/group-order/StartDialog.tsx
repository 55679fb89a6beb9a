import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import MuiScope from '../app/MuiScope';
import { useSession } from '../app/Session';
import { FormAlert, PasswordField, SubmitButton } from '../auth/fields';
import { useCartCurrency } from '../cart/currency';
import { cartErrorKey } from '../cart/errors';
import { userCartKey } from '../cart/queries';
import type { Shop } from '../types/api';
import type { Cart } from '../types/cart';
import { openOwnerCart, startGroup } from './api';
import { startGroupSchema } from './schemas';

interface Props {
  shop: Shop;
  cart: Cart | null;
  onClose: () => void;
}

/** "Start group order": the owner's cart for this shop becomes a group, with an optional join password. */
export default function StartDialog(props: Props) {
  return (
    <MuiScope>
      <StartForm {...props} />
    </MuiScope>
  );
}

function StartForm({ shop, cart, onClose }: Props) {
  const { t } = useTranslation();
  const { user } = useSession();
  const qc = useQueryClient();
  const currency = useCartCurrency();
  const [error, setError] = useState<string | null>(null);

  const start = async ({ password }: { password: string }) => {
    setError(null);
    try {
      const own = cart && cart.shop_id === shop.id ? cart : await openOwnerCart(shop.id, currency.id);
      if (!own.group) await startGroup(own.id, password || undefined);
      await qc.invalidateQueries({ queryKey: userCartKey(user?.id) });
      onClose();
    } catch (failure) {
      setError(t(cartErrorKey(failure), { ns: 'errors' }));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="group-start-title" slotProps={{ paper: { 'data-testid': 'group-start-dialog' } as object }}>
      <DialogTitle id="group-start-title" sx={{ fontWeight: 700 }}>
        {t('group.start.action')}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary">{t('group.start.text')}</Typography>
        <Formik initialValues={{ password: '' }} validationSchema={startGroupSchema(t)} onSubmit={start}>
          <Form noValidate method="post">
            <PasswordField name="password" label={t('group.password.optional')} testId="group-password" autoComplete="new-password" />
            <Typography variant="body2" color="text.secondary">
              {t('group.password.hint')}
            </Typography>
            <FormAlert error={error} />
            <SubmitButton testId="group-start-submit">{t('group.start.action')}</SubmitButton>
          </Form>
        </Formik>
      </DialogContent>
    </Dialog>
  );
}
