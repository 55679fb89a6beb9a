import { Fragment, type ReactNode } from 'react';
import css from './frame.module.css';
import { PageTitle } from './PageTitle';
import { paragraphs } from './text';

interface FrameProps {
  /** Text for <title>; defaults to the heading. */
  title?: string;
  heading: string;
  subtitle?: string;
  description?: string;
  width?: number;
  children: ReactNode;
  testId?: string;
}

/** PageFrame for pages without MUI (`Page.plain`): the same title, heading and centred column, in plain CSS. */
export function PlainFrame({ title, heading, subtitle, description, width = 1120, children, testId }: FrameProps) {
  return (
    <div className={css.frame} style={{ maxWidth: width }} data-testid={testId}>
      <PageTitle title={title ?? heading} description={description ?? subtitle} />
      <h1 className={css.heading}>{heading}</h1>
      {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
      <div className={css.body}>{children}</div>
    </div>
  );
}

/** Paragraphs in plain CSS: CMS text as paragraphs, single line breaks kept. Never rendered as HTML. */
export function PlainParagraphs({ text, secondary, testId }: { text?: string; secondary?: boolean; testId?: string }) {
  const blocks = paragraphs(text);
  if (blocks.length === 0) return null;
  return (
    <div data-testid={testId}>
      {blocks.map((lines, i) => (
        <p key={i} className={secondary ? `${css.paragraph} ${css.secondary}` : css.paragraph}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
