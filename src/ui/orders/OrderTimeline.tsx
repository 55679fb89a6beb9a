import { useTranslation } from '@/ui/i18n/texts';
import { parseApiDate } from '../content/dates';
import { useShell } from '../app/ShellContext';
import type { Order } from '../types/orders';
import css from './order-view.module.css';
import { timelineSteps } from './timeline';

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
    <section aria-labelledby="order-timeline-title" data-testid="order-timeline" data-status={order.status} className={css.ok}>
      <h2 id="order-timeline-title" className={`${css.h6} ${css.track}`}>
        {t('order.track')}
        {live ? (
          <span data-testid="order-live" data-mode={polling ? 'polling' : 'stream'} className={css.live}>
            <span aria-hidden className={css.liveDot} />
            {t('order.live')}
          </span>
        ) : null}
      </h2>
      <ol aria-live="polite" className={css.steps}>
        {steps.map((step, i) => (
          <li key={step.status} data-testid={`timeline-step-${step.status}`} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined} className={css.step}>
            {i < steps.length - 1 ? <div aria-hidden className={`${css.joint} ${step.state === 'done' ? css.jointDone : ''}`} /> : null}
            <div aria-hidden className={`${css.dot} ${css[`dot_${step.state}`] ?? ''}`} />
            <div className={css.minw}>
              <p className={`${css.text} ${step.state === 'current' || step.state === 'canceled' ? css.bold : css.medium} ${step.state === 'upcoming' ? css.muted : ''}`}>
                {t(`order.status.${step.status}`, step.status)}
              </p>
              {step.at ? <span className={`${css.caption} ${css.muted}`}>{timeOf(step.at, locale)}</span> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
