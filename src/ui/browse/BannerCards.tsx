import NextLink from 'next/link';
import { ContentImage } from '../content/ContentImage';
import type { Banner } from '../types/api';
import { bannerBase, type BannerKind } from './banner-pages';
import css from './browse.module.css';

/**
 * Banners (promotions) or ads as linked cards: image, title and, when asked, the description. The title is a heading
 * one level under the one above the cards (h2 right under a list page's h1, h3 under a home section's h2).
 */
export function BannerCards({ banners, kind, withText = true, firstPriority = false, testId = `${kind}-cards`, level = 3 }: { banners: readonly Banner[]; kind: BannerKind; withText?: boolean; firstPriority?: boolean; testId?: string; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={css.banners} data-testid={testId}>
      {banners.map((b, i) => (
        <li key={b.id}>
          <NextLink href={`${bannerBase(kind)}/${b.id}`} className={css.banner} data-testid="banner-card">
            <ContentImage src={b.img} alt="" priority={firstPriority && i === 0} sizes="(max-width: 700px) 100vw, 400px" />
            <Title className={css.bannerTitle}>{b.translation?.title ?? ''}</Title>
            {withText && b.translation?.description ? <p className={css.bannerText}>{b.translation.description}</p> : null}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
