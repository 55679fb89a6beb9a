import { Fragment } from 'react';
import css from './frame.module.css';
import { paragraphs } from './text';

/** CMS text as plain paragraphs; single line breaks stay line breaks. Never rendered as HTML. Plain CSS. */
export function Paragraphs({ text, secondary, testId }: { text?: string; secondary?: boolean; testId?: string }) {
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
