import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { checkoutFailureText } from '../cart/errors';
import type { LineView } from '../cart/lines';
import { useMoney } from '../shops/useMoney';
import type { CartTotals } from '../types/cart';
import { WhoOwesWhat } from '../group-order/WhoOwesWhat';
import type { CheckoutProblem } from './form';
import { linkedText } from './linked-text';
import { totalsRows } from './totals';

interface Props {
  /** `who`: a group order's participant the line belongs to. */
  lines: Array<LineView & { who?: string }>;
  totals: CartTotals | undefined;
  totalsLoading: boolean;
  problem: CheckoutProblem | null;
  failure: unknown;
  busy: boolean;
  onPlace: () => void;
}

/** Below this width the page is one column and Place order rides in a bar fixed to the bottom of the screen. */
const BAR = { xs: 'fixed', md: 'static' } as const;

/**
 * The order summary: the lines before their discounts (so they add up to the subtotal), the server's totals,
 * what still blocks the order, and Place order. On phones the total and Place order stay on screen in a bottom bar.
 */
export function SummarySection({ lines, totals, totalsLoading, problem, failure, busy, onPlace }: Props) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const problemText = problem ? t(problem.key, { ns: problem.ns, ...Object.fromEntries(Object.entries(problem.money ?? {}).map(([k, v]) => [k, format(v)])) }) : null;
  const rows = totals ? totalsRows(totals) : [];
  const legal = (href: string) =>
    function LegalLink(text: string) {
      return (
        <Link component={NextLink} href={href} underline="always" color="inherit">
          {text}
        </Link>
      );
    };
  return (
    <Box component="section" aria-labelledby="checkout-summary-title" data-testid="checkout-summary" sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Typography id="checkout-summary-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('checkout.summary')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {lines.map((line) => (
          <Box component="li" key={line.key} data-testid="summary-line" data-amount={line.listTotal.toFixed(2)} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5 }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {line.who ? (
                <Typography component="span" variant="body2" color="text.secondary" data-testid="summary-line-who">
                  <bdi>{line.who}</bdi>
                  {': '}
                </Typography>
              ) : null}
              <bdi>{line.title}</bdi> × {line.quantity}
              {line.addons.length ? <> (+<bdi>{line.addons.map((a) => a.title).join(', ')}</bdi>)</> : null}
            </Typography>
            <Typography variant="body2" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
              {format(line.listTotal)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }} aria-busy={totalsLoading}>
        {totals ? (
          rows.map((row) => (
            <Box key={row.key} data-testid={row.key.replaceAll('.', '-')} data-amount={row.amount.toFixed(2)} data-sign={row.minus ? '-' : '+'} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.25, opacity: totalsLoading ? 0.6 : 1 }}>
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
      {totals?.participants?.length ? <WhoOwesWhat participants={totals.participants} format={format} /> : null}
      <Typography variant="caption" color="text.secondary" component="p" data-testid="checkout-terms" sx={{ mt: 1.5, mb: 0 }}>
        {linkedText(t('checkout.terms'), { terms: legal('/terms'), privacy: legal('/privacy') })}
      </Typography>
      <Box
        data-testid="place-bar"
        sx={{ position: BAR, left: 0, right: 0, bottom: 0, zIndex: { xs: 'appBar', md: 'auto' }, bgcolor: 'background.paper', borderTop: { xs: 1, md: 0 }, borderColor: 'divider', boxShadow: { xs: 8, md: 0 }, px: { xs: 2, md: 0 }, py: { xs: 1.5, md: 0 }, mt: { md: 2 }, pb: { xs: 'max(12px, env(safe-area-inset-bottom))', md: 0 } }}
      >
        {problemText ? (
          <Alert severity="warning" data-testid="checkout-problem" sx={{ mb: 1.5, py: { xs: 0, md: 0.75 } }}>
            {problemText}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" data-testid="checkout-error" sx={{ mb: 1.5, py: { xs: 0, md: 0.75 } }}>
            {t(...checkoutFailureText(failure))}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ display: { md: 'none' }, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('totals.total')}
            </Typography>
            <Typography dir="ltr" data-testid="bar-total" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {totals ? format(totals.total_price) : '…'}
            </Typography>
          </Box>
          <Button fullWidth size="large" variant="contained" onClick={onPlace} disabled={busy || Boolean(problem) || !totals || totalsLoading} data-testid="place-order" sx={{ flex: 1 }}>
            {busy ? t('checkout.placing.order') : t('checkout.place.order')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
