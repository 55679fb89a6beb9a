import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import css from './cards.module.css';
import { CareerMeta } from './CareerList';
import { PageFrame } from './PageFrame';
import { Paragraphs } from './Paragraphs';
import { careerQuery } from './queries';
import { ErrorState, TextSkeleton } from './States';
import { excerpt } from './text';

/** /careers/[id]: one position, server-rendered; an unknown id gets the 404 page from the server. */
export function CareerView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(careerQuery(http, locale, id));
  const back = { href: '/careers', label: t('career.back') };
  if (query.isPending || query.isError) {
    return (
      <PageFrame heading={t('careers.title')} back={back}>
        {query.isPending ? <TextSkeleton lines={6} /> : <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      </PageFrame>
    );
  }
  const career = query.data;
  return (
    <PageFrame heading={career.translation?.title ?? t('careers.title')} back={back} width={820} description={excerpt(career.translation?.description)} testId="career-page">
      <div className={css.meta}>
        <CareerMeta career={career} />
      </div>
      <Paragraphs text={career.translation?.description} testId="career-body" />
    </PageFrame>
  );
}
