import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { HydrateLater, HydrateSoon } from '../app/HydrateLater';
import { useWide } from '../app/useWide';
import { BackBarHeader } from './BackBarHeader';
import { Footer } from './Footer';
import { usesBackBar } from './header-rules';
import { MobileHeader } from './MobileHeader';
import { SimpleHeader } from './SimpleHeader';
import { shouldSkipPersistGate } from '../store/persist-gate';
import css from './shell.module.css';
import { WideHeader } from './WideHeader';

// One element for every render, so a re-render of the layout (e.g. the width changes) leaves it alone.
const footer = <Footer />;

/** Picks the header for the path and width (spec §2), then the page, then the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useRouter();
  const wide = useWide();
  // Auth-like paths use the lighter wrapper (spec §2): the simple header.
  const header = shouldSkipPersistGate(pathname) ? <SimpleHeader /> : usesBackBar(pathname) ? <BackBarHeader /> : wide ? <WideHeader /> : <MobileHeader />;
  return (
    <div className={css.page}>
      <HydrateSoon>{header}</HydrateSoon>
      <main id="main" className={css.grow}>
        <HydrateSoon>{children}</HydrateSoon>
      </main>
      <HydrateLater>{footer}</HydrateLater>
    </div>
  );
}
