import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { notify } from '../app/notify';
import type { Order } from '../types/orders';
import { cancelOrder } from './api';
import { orderErrorKey } from './errors';
import { orderKeys } from './queries';

/** "Cancel order" (only offered while the order is new) behind a confirmation. */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: () => void notify('success', t('order.cancel.done')),
    onError: (failure) => void notify('error', t(orderErrorKey(failure, 'cancel'), { ns: 'errors' })),
    onSettled: async () => {
      setOpen(false);
      await qc.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="order-cancel">
        {t('order.cancel.action')}
      </Button>
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} aria-labelledby="cancel-order-title" data-testid="order-cancel-dialog">
        <DialogTitle id="cancel-order-title">{t('order.cancel.action')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('order.cancel.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t('order.cancel.keep')}
          </Button>
          <Button variant="contained" color="error" onClick={() => cancel.mutate()} disabled={cancel.isPending} data-testid="order-cancel-confirm">
            {t('order.cancel.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
