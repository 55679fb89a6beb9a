import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { checkoutFailureText } from '../cart/errors';
import type { LineView } from '../cart/lines';
import { useMoney } from '../shops/useMoney';
import type { CartTotals } from '../types/cart';
import type { CheckoutProblem } from './form';
import { totalsRows } from './totals';

interface Props {
  lines: LineView[];
  totals: CartTotals | undefined;
  totalsLoading: boolean;
  problem: CheckoutProblem | null;
  failure: unknown;
  busy: boolean;
  onPlace: () => void;
}

/** The order summary: lines, the server's totals, what still blocks the order, and Place order. */
export function SummarySection({ lines, totals, totalsLoading, problem, failure, busy, onPlace }: Props) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const problemText = problem ? t(problem.key, { ns: problem.ns, ...Object.fromEntries(Object.entries(problem.money ?? {}).map(([k, v]) => [k, format(v)])) }) : null;
  return (
    <Box component="section" aria-labelledby="checkout-summary-title" data-testid="checkout-summary" sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Typography id="checkout-summary-title" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        {t('checkout.summary')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {lines.map((line) => (
          <Box component="li" key={line.key} data-testid="summary-line" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <bdi>{line.title}</bdi> × {line.quantity}
              {line.addons.length ? <> (+<bdi>{line.addons.map((a) => a.title).join(', ')}</bdi>)</> : null}
            </Typography>
            <Typography variant="body2" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
              {format(line.total)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }} aria-busy={totalsLoading}>
        {totals ? (
          totalsRows(totals).map((row) => (
            <Box key={row.key} data-testid={row.key.replaceAll('.', '-')} data-amount={row.amount.toFixed(2)} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25, opacity: totalsLoading ? 0.6 : 1 }}>
              <Typography sx={{ fontWeight: row.strong ? 800 : 400 }}>{t(row.key)}</Typography>
              <Typography dir="ltr" sx={{ fontWeight: row.strong ? 800 : 400, whiteSpace: 'nowrap' }}>
                {row.minus ? '−' : ''}
                {format(row.amount)}
              </Typography>
            </Box>
          ))
        ) : (
          <Skeleton height={96} />
        )}
      </Box>
      {problemText ? (
        <Alert severity="warning" data-testid="checkout-problem" sx={{ mt: 1.5 }}>
          {problemText}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" data-testid="checkout-error" sx={{ mt: 1.5 }}>
          {t(...checkoutFailureText(failure))}
        </Alert>
      ) : null}
      <Button fullWidth size="large" variant="contained" onClick={onPlace} disabled={busy || Boolean(problem) || !totals || totalsLoading} data-testid="place-order" sx={{ mt: 2 }}>
        {busy ? t('checkout.placing.order') : t('checkout.place.order')}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {t('checkout.terms')}
      </Typography>
    </Box>
  );
}
