import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { BackArrowIcon } from '../app/icons';
import { useShell } from '../app/ShellContext';
import css from './frame.module.css';
import { PageTitle } from './PageTitle';

export { PageTitle } from './PageTitle';

/** A link back to a list, with the arrow pointing the way the page reads. */
export function BackLink({ href, label }: { href: string; label: string }) {
  const rtl = useShell().dir === 'rtl';
  return (
    <NextLink href={href} className={css.back}>
      <BackArrowIcon flip={rtl} />
      {label}
    </NextLink>
  );
}

interface FrameProps {
  /** Text for <title>; defaults to the heading. */
  title?: string;
  heading: string;
  subtitle?: string;
  description?: string;
  back?: { href: string; label: string };
  width?: number;
  children: ReactNode;
  testId?: string;
}

/**
 * Page frame: title, heading and a centred column that fits 360 px screens. Plain CSS (ADR 0011), so a page
 * whose content needs no MUI can be marked `plain`; MUI pages render it the same.
 */
export function PageFrame({ title, heading, subtitle, description, back, width = 1120, children, testId }: FrameProps) {
  return (
    <div className={css.frame} style={{ maxWidth: width }} data-testid={testId}>
      <PageTitle title={title ?? heading} description={description ?? subtitle} />
      {back ? <BackLink href={back.href} label={back.label} /> : null}
      <h1 className={css.heading}>{heading}</h1>
      {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
      <div className={css.body}>{children}</div>
    </div>
  );
}
