import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type ReactNode } from 'react';
import { clientOnly } from '../app/client-only';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { Img } from '../content/Img';
import { http } from '../http/browser';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectFilter, setCategory } from '../store/slices/filter';
import { selectLocation } from '../store/slices/settings';
import { useSeenStories } from '../stories/seen';
import { bannersQuery, categoriesQuery, recommendedQuery, storiesQuery } from './queries';
import css from './cards.module.css';
import { FIXED_IMAGE, shopHref } from './ShopCard';

function Row({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} className={css.section}>
      <h2 className={css.rowTitle}>{title}</h2>
      <div className={css.row}>{children}</div>
    </section>
  );
}

function Round({ img, label, active, onClick, href }: { img?: string; label: string; active?: boolean; onClick?: () => void; href?: string }) {
  const inner = (
    <>
      <span className={css.roundImg}>{img ? <Img src={img} alt="" width={64} height={64} style={FIXED_IMAGE} /> : null}</span>
      <span className={css.roundLabel}>{label}</span>
    </>
  );
  return href ? (
    <NextLink href={href} className={css.round} prefetch={false}>
      {inner}
    </NextLink>
  ) : (
    <button type="button" onClick={onClick} aria-pressed={active} className={css.round}>
      {inner}
    </button>
  );
}

/** Shop categories; a tap filters the restaurant list (same rule as the chips). */
export function CategoriesRow() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectFilter).category_id;
  const rows = useQuery(categoriesQuery(http, locale)).data ?? [];
  if (!rows.length) return null;
  return (
    <Row title={t('home.categories')} testId="categories-row">
      {rows.map((c) => (
        <Round key={c.id} img={c.img} label={c.translation?.title ?? ''} active={current === c.id} onClick={() => dispatch(setCategory(current === c.id ? null : c.id))} />
      ))}
    </Row>
  );
}

/** The viewer's code loads only when a story is opened (the home page's first load does not carry it). */
const StoryViewer = clientOnly(() => import('../stories/StoryViewer').then((m) => m.default));

/**
 * One round per shop with stories; it opens the full-screen viewer (without script it still links to the
 * shop). Stories seen on this device are dimmed.
 */
export function StoriesRow() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useAppSelector(selectLocation);
  const groups = useQuery(storiesQuery(http, locale, location)).data ?? [];
  const seen = useSeenStories();
  const [open, setOpen] = useState<number | null>(null);
  if (!groups.length) return null;
  return (
    <Row title={t('home.stories')} testId="stories-row">
      {groups.map((group, i) => {
        const first = group[0];
        const viewed = Boolean(first.url && seen.includes(first.url));
        return (
          <NextLink
            key={first.shop_id}
            href={shopHref({ id: first.shop_id, type: first.shop_type ?? 'restaurant' })}
            prefetch={false}
            className={`${css.round} ${viewed ? css.seen : ''}`}
            aria-label={`${t('story.open', { shop: first.title ?? '' })}${viewed ? ` (${t('story.seen')})` : ''}`}
            data-viewed={viewed || undefined}
            data-testid="story-round"
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              setOpen(i);
            }}
          >
            <span className={`${css.roundImg} ${css.storyRing}`}>{first.logo_img ? <Img src={first.logo_img} alt="" width={64} height={64} style={FIXED_IMAGE} /> : null}</span>
            <span className={css.roundLabel}>{first.title ?? ''}</span>
          </NextLink>
        );
      })}
      {open !== null ? <StoryViewer startGroup={open} onClose={() => setOpen(null)} /> : null}
    </Row>
  );
}

/** Banners ("special offers", to /promotion/[id]) or ads ("featured", to /ads/[id]). */
export function BannersRow({ kind, firstPriority = false }: { kind: 'banners' | 'ads'; firstPriority?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useAppSelector(selectLocation);
  const banners = useQuery(bannersQuery(http, locale, kind, location)).data ?? [];
  if (!banners.length) return null;
  return (
    <Row title={t(kind === 'banners' ? 'home.banners' : 'home.ads')} testId={`${kind}-row`}>
      {banners.map((b, i) => (
        <NextLink key={b.id} href={`/${kind === 'banners' ? 'promotion' : 'ads'}/${b.id}`} className={css.banner} data-testid="banner-link" prefetch={false}>
          <ContentImage src={b.img} alt={b.translation?.title ?? ''} sizes="(max-width: 900px) 260px, 360px" priority={firstPriority && i === 0} />
          <span className={css.bannerTitle}>{b.translation?.title}</span>
        </NextLink>
      ))}
    </Row>
  );
}

export function RecommendedRow() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useAppSelector(selectLocation);
  const shops = (useQuery(recommendedQuery(http, locale, location)).data ?? []).slice(0, 12);
  if (!shops.length) return null;
  return (
    <Row title={t('home.recommended')} testId="recommended-row">
      {shops.map((s) => (
        <Round key={s.id} img={s.logo_img} label={s.translation?.title ?? ''} href={shopHref(s)} />
      ))}
    </Row>
  );
}
