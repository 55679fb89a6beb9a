import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import NextLink from 'next/link';
import { useMemo, useState } from 'react';
import { useShell } from '../app/ShellContext';
import { http } from '../http/browser';
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
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {t('faq.title')}
      </Typography>
      {query.isPending ? (
        <TextSkeleton lines={8} />
      ) : query.isError && faqs.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : faqs.length === 0 ? (
        <EmptyState title={t('faq.empty')} />
      ) : (
        <div data-testid="faq-list">
          {faqs.map((faq) => (
            <Accordion key={faq.id} disableGutters expanded={open === faq.id} onChange={(_, expanded) => setOpen(expanded ? faq.id : false)} sx={{ '&::before': { display: 'none' }, border: 1, borderColor: 'divider', borderRadius: 2, mb: 1.5, overflow: 'hidden' }} elevation={0}>
              <AccordionSummary expandIcon={<span aria-hidden>▾</span>} aria-controls={`faq-${faq.id}`} id={`faq-${faq.id}-q`}>
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {faq.translation?.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${faq.id}`}>
                <Paragraphs text={faq.translation?.answer} secondary />
              </AccordionDetails>
            </Accordion>
          ))}
          {query.isFetchingNextPage ? <TextSkeleton lines={3} /> : null}
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <LoadMore hasMore={query.hasNextPage && !query.isFetchNextPageError} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        </div>
      )}
      <Box component="section" sx={{ mt: 5, p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: 'action.hover' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('help.still.need')}
        </Typography>
        {/* Guests are asked to sign in on the way (the chat is tied to an account). */}
        <Typography>
          <NextLink href="/chat" data-testid="help-chat">
            {t('help.chat')}
          </NextLink>
        </Typography>
        {settings.phone ? (
          <Typography>
            {`${t('help.call')}: `}
            <a href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`} dir="ltr">{settings.phone}</a>
          </Typography>
        ) : null}
        {settings.email ? (
          <Typography>
            {`${t('help.email')}: `}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </Typography>
        ) : null}
      </Box>
    </PageFrame>
  );
}
