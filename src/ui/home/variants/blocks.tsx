import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../../app/ShellContext';
import { bannerBase, type BannerKind } from '../../browse/banner-pages';
import { BannerCards } from '../../browse/BannerCards';
import { CategoryGrid } from '../../browse/CategoryGrid';
import { Section } from '../../browse/Section';
import { http } from '../../http/browser';
import { useAppSelector } from '../../store/hooks';
import { selectLocation } from '../../store/slices/settings';
import { bannersQuery, categoriesQuery } from '../queries';

/** Home blocks of variants 2–4: linked promotions/ads and a category grid, each with "see all". */

export function PromoSection({ kind, limit = 6, withText = true, firstPriority = false }: { kind: BannerKind; limit?: number; withText?: boolean; firstPriority?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useAppSelector(selectLocation);
  const banners = (useQuery(bannersQuery(http, locale, kind, location)).data ?? []).slice(0, limit);
  if (!banners.length) return null;
  return (
    <Section title={t(kind === 'ads' ? 'home.ads' : 'home.banners')} more={{ href: bannerBase(kind), label: t('common.see.all') }} testId={`home-${kind}`}>
      <BannerCards banners={banners} kind={kind} withText={withText} firstPriority={firstPriority} />
    </Section>
  );
}

export function CategoryGridSection({ limit }: { limit?: number }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const rows = useQuery(categoriesQuery(http, locale)).data ?? [];
  if (!rows.length) return null;
  return (
    <Section title={t('home.categories')} more={{ href: '/shop-category', label: t('common.see.all') }} testId="home-category-grid">
      <CategoryGrid categories={limit ? rows.slice(0, limit) : rows} />
    </Section>
  );
}
