import { CareerView } from '@/ui/content/CareerView';
import { careerQuery } from '@/ui/content/queries';
import { withDetail } from '@/ui/content/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function CareerPage({ id }: { id: string }) {
  return <CareerView key={id} id={id} />;
}

/** Plain CSS: no MUI (ADR 0011). */
CareerPage.plain = true;

export const getServerSideProps = shellPage({}, withDetail('id', (qc, http, locale, id) => qc.fetchQuery(careerQuery(http, locale, id))));
