import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type FormEvent } from 'react';
import { notify } from '../app/notify';
import type { Order } from '../types/orders';
import { requestRefund } from './api';
import { orderErrorKey } from './errors';
import { orderKeys } from './queries';
import { RefundChip } from './RefundChip';

const MAX_CAUSE = 500;

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** The order's refund requests, and a form to ask for one when none is pending or accepted. */
export function RefundSection({ order, canRequest }: { order: Order; canRequest: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [cause, setCause] = useState('');
  const [missing, setMissing] = useState(false);
  // One key per request form: a double submit files one request.
  const [key, setKey] = useState(newKey);
  const send = useMutation({
    mutationFn: () => requestRefund(order.id, cause.trim(), key),
    onSuccess: () => {
      void notify('success', t('order.refund.sent'));
      setOpen(false);
      setCause('');
      setKey(newKey());
    },
    onError: (failure) => void notify('error', t(orderErrorKey(failure, 'refund'), { ns: 'errors' })),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cause.trim()) return setMissing(true);
    send.mutate();
  };
  const refunds = order.order_refunds ?? [];
  if (!canRequest && refunds.length === 0) return null;
  return (
    <Box data-testid="order-refunds" sx={{ display: 'grid', gap: 1.5 }}>
      {refunds.map((refund) => (
        <Box key={refund.id} data-testid="order-refund" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{t('order.refund.requested')}</Typography>
            <RefundChip status={refund.status} />
          </Box>
          {refund.cause ? <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{refund.cause}</Typography> : null}
          {refund.answer ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {`${t('refund.answer')}: ${refund.answer}`}
            </Typography>
          ) : null}
        </Box>
      ))}
      {canRequest && !open ? (
        <Button variant="outlined" onClick={() => setOpen(true)} data-testid="order-refund-open" sx={{ justifySelf: 'start' }}>
          {t('order.refund.action')}
        </Button>
      ) : null}
      {canRequest && open ? (
        <Box component="form" onSubmit={submit} noValidate data-testid="order-refund-form" sx={{ display: 'grid', gap: 1.5 }}>
          <TextInput
            label={t('order.refund.reason')}
            placeholder={t('order.refund.placeholder')}
            value={cause}
            onChange={(e) => {
              setCause(e.target.value.slice(0, MAX_CAUSE));
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? t('validation.required') : undefined}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: MAX_CAUSE, 'data-testid': 'order-refund-cause' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={send.isPending} data-testid="order-refund-submit">
              {t('common.send')}
            </Button>
            <Button onClick={() => setOpen(false)} disabled={send.isPending}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
