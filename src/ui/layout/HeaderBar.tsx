import type { ReactNode } from 'react';
import css from './shell.module.css';

/** The bar every header variant sits in. */
export function HeaderBar({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <header className={css.bar} data-testid={testId}>
      <div className={css.toolbar}>{children}</div>
    </header>
  );
}
