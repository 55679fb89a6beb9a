import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { clientOnly } from '../app/client-only';
import { notify } from '../app/notify';
import plain from '../app/plain.module.css';
import type { Order } from '../types/orders';
import { cancelOrder } from './api';
import { orderErrorKey } from './errors';
import css from './order-view.module.css';
import { orderKeys } from './queries';

/** The confirmation (MUI's Dialog) is fetched with the first tap on Cancel, not with the page. */
const ConfirmDialog = clientOnly(() => import('../app/ConfirmDialog').then((m) => m.default));

/** "Cancel order" (only offered while the order is new) behind a confirmation. */
export function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing it keeps the dialog's fade-out.
  const [asked, setAsked] = useState(false);
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
      <button type="button" className={`${plain.btn} ${plain.outlined} ${css.danger}`} onClick={() => (setAsked(true), setOpen(true))} data-testid="order-cancel">
        {t('order.cancel.action')}
      </button>
      {asked ? (
        <ConfirmDialog
          open={open}
          busy={cancel.isPending}
          title={t('order.cancel.action')}
          titleId="cancel-order-title"
          keepLabel={t('order.cancel.keep')}
          confirmLabel={t('order.cancel.action')}
          danger
          onKeep={() => setOpen(false)}
          onConfirm={() => cancel.mutate()}
          testId="order-cancel-dialog"
          confirmTestId="order-cancel-confirm"
        >
          {t('order.cancel.confirm')}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
