import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with tagged parts, e.g. "agree to our <terms>Terms</terms>", rendered with `tags`
 * wrapping each tagged part (a link); text outside tags, and tags not given, stay plain text. (react-i18next's
 * Trans does this too, but importing it puts its parser into every page's shared chunk.)
 */
export function linkedText(text: string, tags: Record<string, (children: string) => ReactNode>): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /<([a-z]+)>(.*?)<\/\1>/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const wrap = tags[m[1]];
    parts.push(<Fragment key={m.index}>{wrap ? wrap(m[2]) : m[2]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
