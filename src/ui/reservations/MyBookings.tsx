import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { useShell } from '../app/ShellContext';
import { Tabs } from '../app/Tabs';
import { LoadMore } from '../content/LoadMore';
import { EmptyState, ErrorState, TextSkeleton } from '../content/States';
import { useInfiniteList } from '../content/useInfiniteList';
import { http } from '../http/browser';
import { BookingCard } from './BookingCard';
import { myBookingsQuery, type BookingTab } from './queries';
import css from './reservations.module.css';

function BookingList({ tab }: { tab: BookingTab }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(myBookingsQuery(http, locale, tab));
  const { items, more, next, sentinel } = useInfiniteList(query);
  if (query.isPending) return <TextSkeleton />;
  if (query.isError && items.length === 0) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return tab === 'upcoming' ? (
      <EmptyState testId="bookings-empty" title={t('reservations.empty.title')} text={t('reservations.empty.text')} />
    ) : (
      <EmptyState testId="bookings-empty" title={t('reservations.none.past')} />
    );
  }
  return (
    <>
      <ul className={css.list} data-testid="booking-list">
        {items.map((b) => (
          <BookingCard key={b.id} booking={b} cancellable={tab === 'upcoming'} />
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
    </>
  );
}

/** The customer's reservations: "Upcoming" (cancellable until they start) and "Past". */
export function MyBookings() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<BookingTab>('upcoming');
  const tabs: Array<[BookingTab, string]> = [
    ['upcoming', t('reservations.tab.upcoming')],
    ['past', t('reservations.tab.past')],
  ];
  return (
    <section aria-label={t('reservations.title')}>
      <Tabs
        value={tab}
        onChange={setTab}
        label={t('reservations.title')}
        className={css.tabs}
        options={tabs.map(([value, label]) => ({ value, label, id: `bookings-tab-${value}`, controls: `bookings-panel-${value}`, testId: `bookings-tab-${value}` }))}
      />
      {tabs.map(([value]) => (
        <div key={value} role="tabpanel" hidden={tab !== value} id={`bookings-panel-${value}`} aria-labelledby={`bookings-tab-${value}`} data-testid={`bookings-panel-${value}`}>
          {tab === value ? <BookingList tab={value} /> : null}
        </div>
      ))}
    </section>
  );
}
