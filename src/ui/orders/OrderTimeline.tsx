import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { parseApiDate } from '../content/dates';
import { useShell } from '../app/ShellContext';
import type { Order } from '../types/orders';
import { timelineSteps, type StepState } from './timeline';

const DOT: Record<StepState, { bg: string; border: string }> = {
  done: { bg: 'success.main', border: 'success.main' },
  current: { bg: 'primary.main', border: 'primary.main' },
  upcoming: { bg: 'background.paper', border: 'divider' },
  canceled: { bg: 'error.main', border: 'error.main' },
};

/** In UTC, like every date of the storefront, so the server and the browser print the same text. */
function timeOf(value: string | undefined, locale: string): string {
  const date = parseApiDate(value);
  return date ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date) : '';
}

/** The order's progress as a vertical list of steps; `aria-live` so screen readers hear status changes. */
/** `live`: whether the page follows the order; `polling` when it does so by re-reading (stream unavailable). */
export function OrderTimeline({ order, live, polling = false }: { order: Pick<Order, 'status' | 'delivery_type' | 'status_history'>; live: boolean; polling?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const steps = timelineSteps(order);
  return (
    <Box component="section" aria-labelledby="order-timeline-title" data-testid="order-timeline" data-status={order.status}>
      <Typography id="order-timeline-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}>
        {t('order.track')}
        {live ? (
          <Box component="span" data-testid="order-live" data-mode={polling ? 'polling' : 'stream'} sx={{ fontSize: '0.75rem', fontWeight: 600, color: 'success.main', display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
            <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
            {t('order.live')}
          </Box>
        ) : null}
      </Typography>
      <Box component="ol" aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, i) => (
          <Box
            component="li"
            key={step.status}
            data-testid={`timeline-step-${step.status}`}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: i < steps.length - 1 ? 2 : 0 }}
          >
            {i < steps.length - 1 ? (
              <Box aria-hidden sx={{ position: 'absolute', insetInlineStart: 7, top: 18, bottom: 0, width: 2, bgcolor: step.state === 'done' ? 'success.main' : 'divider' }} />
            ) : null}
            <Box aria-hidden sx={{ width: 16, height: 16, mt: 0.25, flexShrink: 0, borderRadius: '50%', border: 2, bgcolor: DOT[step.state].bg, borderColor: DOT[step.state].border }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: step.state === 'current' || step.state === 'canceled' ? 700 : 500, color: step.state === 'upcoming' ? 'text.secondary' : 'text.primary' }}>
                {t(`order.status.${step.status}`, step.status)}
              </Typography>
              {step.at ? (
                <Typography variant="caption" color="text.secondary">
                  {timeOf(step.at, locale)}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
