import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { paragraphs } from './text';

/** CMS text as plain paragraphs; single line breaks stay line breaks. Never rendered as HTML. */
export function Paragraphs({ text, color, testId }: { text?: string; color?: string; testId?: string }) {
  const blocks = paragraphs(text);
  if (blocks.length === 0) return null;
  return (
    <div data-testid={testId}>
      {blocks.map((lines, i) => (
        <Typography key={i} color={color} sx={{ mb: 2, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Typography>
      ))}
    </div>
  );
}
