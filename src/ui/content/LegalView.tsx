import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import { failureStatus } from './errors';
import { PageFrame } from './PageFrame';
import { Paragraphs } from './Paragraphs';
import { legalQuery, type LegalKind } from './queries';
import { EmptyState, ErrorState, TextSkeleton } from './States';
import { excerpt } from './text';

/** /privacy (`rest/policy`) and /terms (`rest/term`): a title and plain-text paragraphs, without MUI (ADR 0011). */
export function LegalView({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(legalQuery(http, locale, kind));
  const fallback = kind === 'policy' ? t('footer.privacy') : t('footer.terms');
  const text = query.data?.translation;
  return (
    <PageFrame heading={text?.title ?? fallback} width={820} description={excerpt(text?.description)} testId={`legal-${kind}`}>
      {query.isPending ? (
        <TextSkeleton lines={10} />
      ) : query.isError ? (
        failureStatus(query.error) === 404 ? <EmptyState title={t('content.empty')} /> : <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : text?.description ? (
        <Paragraphs text={text.description} testId="legal-body" />
      ) : (
        <EmptyState title={t('content.empty')} />
      )}
    </PageFrame>
  );
}
