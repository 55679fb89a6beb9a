import NextLink from 'next/link';
import type { ReactNode } from 'react';
import css from './browse.module.css';

/** A titled block with an optional "see all" link to the full page. */
export function Section({ title, more, testId, children }: { title: string; more?: { href: string; label: string }; testId?: string; children: ReactNode }) {
  return (
    <section className={css.section} data-testid={testId}>
      <div className={css.sectionHead}>
        <h2 className={css.sectionTitle}>{title}</h2>
        {more ? (
          <NextLink href={more.href} className={css.seeAll}>
            {more.label}
          </NextLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
