import NextLink from 'next/link';
import { Img } from '../content/Img';
import type { Category } from '../types/api';
import css from './browse.module.css';

export const categoryHref = (category: Pick<Category, 'uuid'>) => `/shop-category/${category.uuid}`;

/** Shop categories as a wrapping grid of tiles, each linking to its own page. */
export function CategoryGrid({ categories, testId = 'category-grid' }: { categories: readonly Category[]; testId?: string }) {
  return (
    <ul className={css.grid} data-testid={testId}>
      {categories.map((c) => (
        <li key={c.id}>
          <NextLink href={categoryHref(c)} className={css.tile} data-testid="category-tile">
            <span className={css.tileImg}>{c.img ? <Img src={c.img} alt="" fill sizes="72px" style={{ objectFit: 'cover' }} /> : null}</span>
            <span className={css.tileText}>{c.translation?.title ?? ''}</span>
          </NextLink>
        </li>
      ))}
    </ul>
  );
}
