import type { ReactNode } from 'react';
import css from '../content/frame.module.css';
import { BackLink } from '../content/PageFrame';

/** The column of a browse detail page (its header is its own): back link, then the content; fits 360 px. */
export function BrowseFrame({ back, testId, children }: { back: { href: string; label: string }; testId: string; children: ReactNode }) {
  return (
    <div className={css.column} data-testid={testId}>
      <BackLink href={back.href} label={back.label} />
      {children}
    </div>
  );
}
