import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';

/** Placeholder cards while a grid loads (plain markup: lists render many). */
export function CardsSkeleton({ count = 3, media = true }: { count?: number; media?: boolean }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('common.loading')} data-testid="skeleton" style={{ display: 'contents' }}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i}>
          {media ? <span className={`${ui.skel} ${ui.skelMedia}`} /> : null}
          <span className={`${ui.skel} ${ui.skelLine}`} style={{ height: '1.5em' }} />
          <span className={`${ui.skel} ${ui.skelLine}`} style={{ width: '80%' }} />
        </div>
      ))}
    </div>
  );
}

/** Placeholder lines while text loads. */
export function TextSkeleton({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('common.loading')} data-testid="skeleton">
      <span className={`${ui.skel} ${ui.skelLine}`} style={{ height: '2.4em', width: '60%' }} />
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`${ui.skel} ${ui.skelLine}`} style={{ width: i === lines - 1 ? '70%' : '100%' }} />
      ))}
    </div>
  );
}
