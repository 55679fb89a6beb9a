import NextLink from 'next/link';
import { ContentImage } from '../content/ContentImage';
import type { Banner } from '../types/api';
import { bannerBase, type BannerKind } from './banner-pages';
import css from './browse.module.css';

/** Banners (promotions) or ads as linked cards: image, title and, when asked, the description. */
export function BannerCards({ banners, kind, withText = true, firstPriority = false, testId = `${kind}-cards` }: { banners: readonly Banner[]; kind: BannerKind; withText?: boolean; firstPriority?: boolean; testId?: string }) {
  return (
    <ul className={css.banners} data-testid={testId}>
      {banners.map((b, i) => (
        <li key={b.id}>
          <NextLink href={`${bannerBase(kind)}/${b.id}`} className={css.banner} data-testid="banner-card">
            <ContentImage src={b.img} alt="" priority={firstPriority && i === 0} sizes="(max-width: 700px) 100vw, 400px" />
            <h3 className={css.bannerTitle}>{b.translation?.title ?? ''}</h3>
            {withText && b.translation?.description ? <p className={css.bannerText}>{b.translation.description}</p> : null}
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
