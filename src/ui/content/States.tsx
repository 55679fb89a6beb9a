import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { errorKey } from './errors';
import css from './states.module.css';

/** Nothing to show: a title, a line of text and an optional way on. */
export function EmptyState({ title, text, action, testId = 'empty-state' }: { title: string; text?: string; action?: { href: string; label: string }; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className={css.empty}>
      <h2 className={css.title}>{title}</h2>
      {text ? <p className={css.text}>{text}</p> : null}
      {action ? (
        <NextLink href={action.href} className={`${ui.btn} ${ui.contained}`} style={{ marginTop: 24 }}>
          {action.label}
        </NextLink>
      ) : null}
    </div>
  );
}

/** A failed read, said in the reader's language, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="error-state" className={css.error}>
      <p className={css.strong}>{t(errorKey(error), { ns: 'errors' })}</p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className={`${ui.btn} ${ui.outlined}`} style={{ marginTop: 16 }}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

// Skeletons live apart so pages can show them without the error catalogue ErrorState reads.
export { CardsSkeleton, TextSkeleton } from './Skeletons';
