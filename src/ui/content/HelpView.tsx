import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import NextLink from 'next/link';
import { useMemo, useState } from 'react';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
import css from './help.module.css';
import { LoadMore } from './LoadMore';
import { PageFrame } from './PageFrame';
import { Paragraphs } from './Paragraphs';
import { flattenPages } from './pagination';
import { faqsQuery } from './queries';
import { EmptyState, ErrorState, TextSkeleton } from './States';

/** /help: the FAQ as an accordion (first page server-rendered), then the contact settings. */
export function HelpView() {
  const { t } = useTranslation();
  const { locale, settings } = useShell();
  const query = useInfiniteQuery(faqsQuery(http, locale));
  const faqs = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const [open, setOpen] = useState<number | false>(false);
  return (
    <PageFrame title={t('help.title')} heading={t('help.title')} subtitle={t('help.subtitle')} width={860} testId="help-page">
      <h2 className={`${css.h6} ${css.faqTitle}`}>{t('faq.title')}</h2>
      {query.isPending ? (
        <TextSkeleton lines={8} />
      ) : query.isError && faqs.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : faqs.length === 0 ? (
        <EmptyState title={t('faq.empty')} />
      ) : (
        <div data-testid="faq-list">
          {faqs.map((faq) => (
            // MUI's Accordion markup in plain CSS: a heading holding the button, the answer a region it controls.
            <div key={faq.id} className={css.item}>
              <h3 className={css.heading}>
                <button type="button" className={css.summary} aria-expanded={open === faq.id} aria-controls={`faq-${faq.id}`} id={`faq-${faq.id}-q`} onClick={() => setOpen(open === faq.id ? false : faq.id)}>
                  <span className={css.question}>{faq.translation?.question}</span>
                  <span className={css.icon} aria-hidden>
                    ▾
                  </span>
                </button>
              </h3>
              <div role="region" aria-labelledby={`faq-${faq.id}-q`} hidden={open !== faq.id}>
                <div id={`faq-${faq.id}`} className={css.details}>
                  <Paragraphs text={faq.translation?.answer} secondary />
                </div>
              </div>
            </div>
          ))}
          {query.isFetchingNextPage ? <TextSkeleton lines={3} /> : null}
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </div>
      )}
      <section className={css.contact}>
        <h2 className={`${css.h6} ${css.contactTitle}`}>{t('help.still.need')}</h2>
        {/* Guests are asked to sign in on the way (the chat is tied to an account). */}
        <p className={css.p}>
          <NextLink href="/chat" data-testid="help-chat">
            {t('help.chat')}
          </NextLink>
        </p>
        {settings.phone ? (
          <p className={css.p}>
            {`${t('help.call')}: `}
            <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
              {settings.phone}
            </a>
          </p>
        ) : null}
        {settings.email ? (
          <p className={css.p}>
            {`${t('help.email')}: `}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        ) : null}
      </section>
    </PageFrame>
  );
}
