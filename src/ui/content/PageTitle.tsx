import Head from 'next/head';
import { useTranslation } from '@/ui/i18n/texts';

/** `${page} — Groops`, the title of every content and account page. */
export function PageTitle({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <Head>
      <title>{`${title} — ${t('app.title')}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </Head>
  );
}
